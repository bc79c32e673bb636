import type { ModerationCategory, ModerationContext } from '../../../shared/rules/moderation';

/**
 * Labelled test data for the moderators, written for this project (no real people). The offensive
 * entries are deliberately few and exist only to be rejected. Requests and vents are written as the
 * moderator receives them: title, want and so-that on three lines.
 */
export interface ModerationCase {
  text: string;
  context: ModerationContext;
  expected: ModerationCategory | null;
  /** Why a case is here when it is not obvious. */
  note?: string;
}

const story = (title: string, want: string, soThat: string) => [title, want, soThat].join('\n');
const request = (text: string, expected: ModerationCategory | null, note?: string): ModerationCase => ({
  text,
  context: 'feature_request',
  expected,
  note,
});
const vent = (text: string, expected: ModerationCategory | null, note?: string): ModerationCase => ({
  text,
  context: 'vent',
  expected,
  note,
});
const build = (text: string, expected: ModerationCategory | null, note?: string): ModerationCase => ({
  text,
  context: 'build_response',
  expected,
  note,
});

const foulLanguage: ModerationCase[] = [
  request(
    story('Stop the crashes', 'this sh1t stopped crashing when I open the camera', 'I can take photos'),
    'foul_language',
    'leetspeak',
  ),
  vent(
    story('Login loop', 'the login page is f*cking broken again', "I've reset my password four times"),
    'foul_language',
    'masked',
  ),
  vent(
    story('Fuuuck this update', 'the update deleted all my saved playlists', 'I spent years building them'),
    'foul_language',
    'stretched',
  ),
  request(
    story(
      'Search bar',
      "what the f u c k happened to the search bar, I'd love it back at the top",
      'I can find things again',
    ),
    'foul_language',
    'spaced',
  ),
  vent(
    story(
      'Printer setup',
      'setting up this printer app is a total b.i.t.c.h',
      'it took two hours to connect',
    ),
    'foul_language',
    'dotted',
  ),
  request(
    story('Offline maps', 'the f**king maps worked offline', "I don't get lost on the subway"),
    'foul_language',
    'masked',
  ),
  build("This is bullsh*t, the workaround in the docs doesn't work anymore.", 'foul_language'),
  vent(
    story('Holy shit', 'the bill doubled without any warning', 'I only found out from my bank'),
    'foul_language',
  ),
  request(
    story(
      'Fix sync',
      "sync is a shitshow, I'd love it if notes synced between phone and laptop",
      'I stop losing work',
    ),
    'foul_language',
  ),
  vent(
    story('WTF update', 'wtf is this new layout', 'every button moved overnight'),
    'foul_language',
    'abbreviation',
  ),
  build(
    'Tried the beta build, still crashes like sh!t on Android 14.',
    'foul_language',
    'symbol for a letter',
  ),
  request(
    story(
      'Dark mode',
      'the app had a dark mode because my eyes are fucked after 10pm',
      'I can read at night',
    ),
    'foul_language',
  ),
  request(
    story(
      'No more ads',
      'the app stopped showing these f-u-c-k-i-n-g video ads between songs',
      'I can listen in peace',
    ),
    'foul_language',
    'dashed',
  ),
  build('Here is a script that fixes it. Fuck yeah, finally works on Linux.', 'foul_language'),
  request(
    story(
      'Export button',
      'the export button worked, right now exporting is a clusterfuck',
      'I can send reports on time',
    ),
    'foul_language',
  ),
  vent(
    story('S.H.I.T. app', 'the app turned to s.h.i.t. since the redesign', "I can't find my orders"),
    'foul_language',
    'dotted',
  ),
  request(
    story('Fewer promos', 'the app sent fewer shitty promo notifications', "I don't mute everything"),
    'foul_language',
  ),
  vent(
    story(
      'Checkout fee',
      'checkout adds a bullshit service fee at the very last step',
      "it's hidden until you pay",
    ),
    'foul_language',
  ),
];

const groupOffensive: ModerationCase[] = [
  request(
    story(
      'Hire better',
      "women can't code, so of course the app is broken",
      'the company hires real engineers',
    ),
    'group_offensive',
  ),
  vent(
    story('Delivery drivers', 'immigrants are ruining this delivery service', 'they never find my door'),
    'group_offensive',
  ),
  request(
    story(
      'Simpler app',
      'old people are too stupid to use apps, so strip it down',
      'my grandma stops calling me',
    ),
    'group_offensive',
  ),
  vent(
    story(
      'Forum rules',
      "gay people shouldn't be allowed in the community forum",
      'it used to be a normal place',
    ),
    'group_offensive',
  ),
  request(
    story(
      'Local support',
      'Indians are useless at support, hire someone else',
      'I can understand who I talk to',
    ),
    'group_offensive',
  ),
  build('Only a retard would design the menu like this.', 'group_offensive', 'disability slur'),
  vent(
    story('Self-checkout', 'boomers are too dumb to use the self-checkout', 'the queue takes forever'),
    'group_offensive',
  ),
  request(
    story('Marketplace', 'the marketplace would ban all muslims from selling', 'I feel comfortable'),
    'group_offensive',
  ),
  vent(
    story(
      'Leadership',
      'christians are brainwashed and should not run a tech company',
      'it shows in the product',
    ),
    'group_offensive',
  ),
  request(
    story(
      'Accessibility budget',
      'disabled people are a burden, stop wasting money on accessibility',
      'we get real features',
    ),
    'group_offensive',
  ),
  vent(
    story('New agent', 'the new support agent barely speaks English', 'go back to your own country'),
    'group_offensive',
  ),
  build('Typical driver logic in this build, females are dumb with tech.', 'group_offensive'),
  request(
    story('Dating app', 'trans people are mentally ill and should be kept off the app', 'it feels safe'),
    'group_offensive',
  ),
  vent(
    story(
      'Fake products',
      'foreigners are vermin who flood the marketplace with fakes',
      "I can't find real products",
    ),
    'group_offensive',
  ),
  request(
    story('Driver choice', 'the ride app let me refuse Mexican drivers', 'I feel safer'),
    'group_offensive',
    'discrimination without an insult word',
  ),
  vent(
    story(
      'Old folks on hold',
      'every boomer who calls support should be left on hold forever',
      'the line stays free for us',
    ),
    'group_offensive',
    'singular group noun and a wish of exclusion',
  ),
];

const generallyOffensive: ModerationCase[] = [
  vent(story('Developers', 'the developers are idiots', 'they broke login again'), 'generally_offensive'),
  vent(
    story(
      'Whoever designed this',
      'whoever designed this still has a job, kill yourself',
      'this is a disgrace',
    ),
    'generally_offensive',
  ),
  request(
    story('CEO', 'I will find the CEO and beat him up', 'he finally listens'),
    'generally_offensive',
    'threat',
  ),
  vent(
    story(
      'Support agents',
      "the support agents are clowns who can't read a ticket",
      'I explained it five times',
    ),
    'generally_offensive',
  ),
  request(
    story('Checkout', 'whoever designed this checkout is a brainless moron', 'it makes sense'),
    'generally_offensive',
  ),
  vent(
    story('Dev team', 'I hope the whole dev team gets fired and dies', 'they ruined my favourite app'),
    'generally_offensive',
  ),
  build('Nobody asked for your build, you absolute clown.', 'generally_offensive'),
  request(
    story('Moderators', 'the moderators are stupid and should quit', 'real users get heard'),
    'generally_offensive',
  ),
  vent(story('Greedy CEO', 'your CEO is a greedy scumbag', 'prices went up again'), 'generally_offensive'),
  vent(
    story('Account deleted', 'I know where your office is, watch your back', 'you deleted my account'),
    'generally_offensive',
  ),
  build('Someone should punch the product manager who approved this.', 'generally_offensive'),
  request(
    story('Cancel button', 'the designer must be a complete imbecile', 'I can cancel without calling'),
    'generally_offensive',
  ),
  vent(
    story('Logged out', 'the app logs me out hourly, kys devs', 'nobody tests anything'),
    'generally_offensive',
  ),
  request(
    story('Testing', 'are you guys stupid or do you just not test anything', 'the app works for once'),
    'generally_offensive',
  ),
  vent(
    story(
      'Lazy devs',
      "the devs should be ashamed, they're worthless sacks of meat",
      'nothing ever gets fixed',
    ),
    'generally_offensive',
    'an insult through a pronoun',
  ),
];

const complaintNotRequest: ModerationCase[] = [
  request(
    story('Garbage app', 'this app is garbage and slow', 'it wastes my time every day'),
    'complaint_not_request',
  ),
  request(
    story('New update', 'I hate the new update', 'everything looks different'),
    'complaint_not_request',
  ),
  request(
    story('Worst redesign ever', 'the new layout is ugly and confusing', 'nobody asked for this'),
    'complaint_not_request',
  ),
  request(
    story('Support', 'I waited three weeks for a reply and got nothing', 'support is useless'),
    'complaint_not_request',
  ),
  request(
    story('Prices too high', 'the subscription went up again for no reason', 'this is a rip-off'),
    'complaint_not_request',
  ),
  request(
    story('Constant crashes', 'the app crashes every time I open the camera', 'it is completely unusable'),
    'complaint_not_request',
  ),
  request(
    story('Battery drain', 'since the last update my battery dies by noon', 'terrible work'),
    'complaint_not_request',
  ),
  request(
    story('Ads everywhere', 'there are ads on every single screen now', 'it is so annoying'),
    'complaint_not_request',
  ),
  request(
    story('Late again', 'my order arrived two hours late and cold', 'the service keeps getting worse'),
    'complaint_not_request',
  ),
  request(
    story('Why so buggy', 'why does every update break something', 'I am sick of it'),
    'complaint_not_request',
  ),
  request(
    story('Login broken', "I can't log in since Tuesday", 'this is ridiculous'),
    'complaint_not_request',
  ),
  request(story('Bad update', 'the new version ruined my playlists', 'what a mess'), 'complaint_not_request'),
  request(
    story('Rude drivers', 'the last three drivers were rude to me', 'awful experience'),
    'complaint_not_request',
  ),
  request(
    story('Overpriced', 'fifteen dollars a month for this is a joke', 'not worth it'),
    'complaint_not_request',
  ),
  request(
    story('Disappointed', 'the app used to be so much better', "now it's just sad"),
    'complaint_not_request',
    'a comparative that looks like a wish',
  ),
  request(
    story('Notifications', 'the app keeps sending me notifications at 3am', 'it keeps waking me up'),
    'complaint_not_request',
    'a complaint with no judging word',
  ),
];

const clean: ModerationCase[] = [
  request(story('Dark mode', 'the app had a dark mode', 'I can read at night without hurting my eyes'), null),
  request(story('Faster loading', 'the app loaded faster on older phones', "I don't give up waiting"), null),
  request(
    story(
      'Battery life',
      "terrible battery life, I'd love it if it lasted longer",
      'I get through a whole day',
    ),
    null,
    'a complaint with a request',
  ),
  request(
    story(
      'Kill background tasks',
      'I could kill the background process from settings',
      'it stops draining my battery',
    ),
    null,
  ),
  request(
    story(
      'Scunthorpe store',
      'the store finder listed the Scunthorpe branch',
      'I can pick up orders near home',
    ),
    null,
  ),
  request(
    story(
      'Skills assessment',
      'the assessment results showed which questions I got wrong',
      'I can study the right topics',
    ),
    null,
  ),
  request(
    story('Cocktail menu', 'the bar app had a cocktail menu with photos', 'I can choose a drink faster'),
    null,
  ),
  request(
    story(
      "Dick's Sporting Goods",
      "the Dick's Sporting Goods app saved my shoe size",
      "I don't type it every time",
    ),
    null,
  ),
  request(
    story('Class timetable', 'my class timetable synced with my phone calendar', 'I never miss a lecture'),
    null,
  ),
  request(
    story(
      'Crash reports',
      'the app offered to send a crash report after a crash',
      'the bug gets fixed sooner',
    ),
    null,
  ),
  request(
    story(
      'Idiot-proof setup',
      'the router setup was idiot-proof, one clear step per screen',
      'my parents can install it',
    ),
    null,
  ),
  request(
    story('Shoot in 4K', 'I could shoot video in 4K with the front camera', 'my vlogs look sharp'),
    null,
  ),
  request(
    story(
      'Bigger fonts',
      'the app offered bigger fonts for older people with poor eyesight',
      'my dad can read messages',
    ),
    null,
  ),
  request(
    story("Women's sizes", "the shop filter showed women's sizes separately", 'I find clothes that fit'),
    null,
  ),
  request(
    story(
      'Halal filter',
      'restaurants could be filtered by halal and kosher options',
      'Muslim and Jewish users find places to eat',
    ),
    null,
  ),
  request(
    story(
      'Cockpit view',
      'the flight simulator had a cockpit view for every plane',
      'I can practise landings',
    ),
    null,
  ),
  request(
    story(
      'Kids profiles',
      'the streaming app had separate kids profiles',
      'my children only see shows for their age',
    ),
    null,
  ),
  request(
    story(
      'Essex delivery',
      'same-day delivery covered Essex and Sussex',
      'I get parcels as fast as London does',
    ),
    null,
  ),
  request(
    story(
      'Run scripts',
      'the automation tab could execute shell scripts on a schedule',
      'I stop running backups by hand',
    ),
    null,
  ),
  request(
    story('Bug bounty', 'the company ran a bug bounty programme', 'researchers report issues safely'),
    null,
  ),
  request(
    story(
      'Women in tech',
      'the job board highlighted companies with women in leadership',
      'I can find inclusive employers',
    ),
    null,
  ),
  request(
    story(
      'Shiitake recipes',
      'the recipe app had more shiitake and mushroom dishes',
      'I can cook vegetarian more often',
    ),
    null,
  ),
  request(
    story('Cloud saves', "the launcher synced Assassin's Creed saves to the cloud", 'I can play on both PCs'),
    null,
  ),
  request(
    story(
      'Password manager',
      'the password manager filled in one-time codes too',
      'I stop copying codes by hand',
    ),
    null,
  ),
  request(story('Skip cutscenes', 'I could skip the final boss cutscene', 'replays are quicker'), null),
  build(
    'Shared playlists would be a hell of a feature for road trips. I would vote twice if I could.',
    null,
    '"hell" is allowed',
  ),
  build('Workaround until they ship it: export to CSV and filter in a spreadsheet, works fine.', null),
  build(
    'I built a small browser extension that kills the autoplay video on the home page. Link in my profile.',
    null,
  ),
  build('Their API already exposes the data, so this should be a small change for the team.', null),
  build("This build doesn't work for me, it crashes on launch. Disappointing.", null, 'builds may complain'),
  vent(
    story(
      'Logged out again',
      'the app logs me out every single day',
      'it is infuriating to type my password again',
    ),
    null,
  ),
  vent(
    story(
      'This bug is killing me',
      'the sync bug that duplicates my notes is back',
      'I clean up hundreds of copies',
    ),
    null,
  ),
  vent(
    story('Damn paywall', 'the damn app moved basic features behind a paywall', 'it feels greedy'),
    null,
    'mild words are allowed',
  ),
  vent(
    story('Worst update ever', 'the new update is garbage and slow', 'nobody asked for this redesign'),
    null,
    'vents may complain',
  ),
  vent(
    story('I hate the new update', 'the new icons are ugly and everything moved', "I can't find anything"),
    null,
    'vents may complain',
  ),
  vent(
    story(
      'Useless support',
      'the support team is useless and never reads my tickets',
      "I've waited three weeks",
    ),
    null,
    'criticism of work',
  ),
  vent(
    story(
      'Hidden logout',
      'I feel like an idiot every time I look for the logout button',
      'it is three menus deep',
    ),
    null,
  ),
  vent(
    story(
      'Fake timers',
      'the app treats its customers like idiots with fake countdown timers',
      'it is manipulative',
    ),
    null,
  ),
  vent(story('Battery', 'the latest update is killing my battery', 'my phone dies before lunch'), null),
  vent(
    story(
      'Graphics driver',
      'the new graphics driver is garbage and crashes every game',
      'I rolled back twice',
    ),
    null,
  ),
];

export const moderationCases: ModerationCase[] = [
  ...foulLanguage,
  ...groupOffensive,
  ...generallyOffensive,
  ...complaintNotRequest,
  ...clean,
];
