/**
 * Word classes the learned model sees besides the words themselves, so that what it learns of one
 * word carries over to its kin: 'the designer deserves…' teaches it about 'the intern deserves…'.
 * A class is a hint, never a verdict: the weights decide what a class next to another means.
 * G groups of people by a protected trait; P people and roles a post may criticise but not attack;
 * H harm and what harm wishes are made of; I words that demean a person; R words of a request;
 * C words of a complaint; B the body torn open (gore, whatever caused it); X sex and bodies looked at.
 * A word keeps the first class it is listed in.
 */
const lists: Record<string, string> = {
  G: `women woman girls girl females female men males ladies immigrants immigrant migrants migrant
    foreigners foreigner refugees refugee muslims muslim jews jewish jew christians christian hindus
    hindu sikhs sikh catholics catholic atheists religious gays gay lesbians lesbian trans transgender
    queer bisexual lgbt lgbtq blacks black whites white asians asian africans african arabs arab latinos
    latino hispanics hispanic indians indian chinese mexicans mexican russians russian polish romanian
    romanians pakistani pakistanis filipino filipinos nigerian nigerians gypsies roma boomers millennials
    zoomers seniors senior elderly old older pensioners grandmas grannies disabled disability wheelchair
    blind deaf autistic autism dyslexic neurodivergent accents accent nationality ethnic race races
    religion tribe foreign minorities minority american americans british brits english french german
    germans italian italians spanish irish scottish scots welsh dutch swedish swedes norwegian danish
    finnish greek greeks portuguese turkish turks iranian iranians iraqi iraqis syrian syrians afghan
    afghans israeli israelis palestinian palestinians egyptian egyptians somali somalis ethiopian
    kenyan ghanaian bangladeshi bangladeshis japanese korean koreans vietnamese thai filipina
    indonesian brazilian brazilians colombian colombians venezuelan cuban canadian canadians
    australian australians ukrainian ukrainians bulgarian bulgarians albanian albanians balkan
    eastern european europeans latinx latina latinas caribbean travellers rednecks hillbillies
    buddhists buddhist mormons mormon evangelicals hijab turban burqa mosque synagogue church
    nonbinary bi lgbtqia homosexual homosexuals straight feminine masculine pregnant mothers mums
    moms dads teens teenagers youngsters kids boomer millennial zoomer gen geriatric adhd dyslexia
    deafness wheelchairs amputees stutter mentally ill crippled handicapped impaired neurodiverse
    poor immigrant's accents
    india pakistan china africa mexico poland romania nigeria philippines bangladesh somalia syria
    iraq iran afghanistan russia ukraine turkey israel palestine arabia asia europe brazil vietnam
    korea japan jamaica haiti albania bulgaria morocco moroccan moroccans algeria algerian tunisia
    lebanon lebanese jordan sudan sudanese congo eritrea eritrean kurds kurdish roma romani tamil
    tamils punjabi punjabis sinhalese nepali nepalese tibetan uyghur hmong
    hindi urdu arabic mandarin cantonese bengali tagalog swahili yiddish hebrew farsi persian
    islam islamic islamist judaism hinduism sikhism christianity kosher halal atheist pagans
    pagan scientologists sharia jihad
    retard retards retarded cripple cripples spastic spaz downs down's syndrome schizophrenic
    schizophrenics bipolar depressed depression anxiety mental ocd dementia alzheimer's mute
    stutterers dwarf dwarfs midget midgets obese overweight fatties tourettes epileptic diabetics
    bisexuals pansexual asexual queers tranny trannies transgenders transwomen femboys
    60s 70s 80s oldies retirees grandparents oaps boomers' youngsters gen-z genz
    scouser scousers geordie geordies northerners southerners traveller gypsy gypsies gipsy pikey
    pikeys chavs hicks yankees aussies kiwis expats asylum seekers newcomers natives ethnics
    indigenous aboriginal aboriginals eskimos inuit`,
  P: `you your u ya he she him her they them whoever developer developers dev devs designer designers
    engineer engineers programmer programmers coder coders ceo cto cfo founder founders manager managers
    boss bosses staff employee employees intern interns moderator moderators mods admin admins owner
    owners executive executives execs support agent agents rep reps representative receptionist driver
    drivers technician technicians pilot pilots conductor clerk cashier teacher teachers landlord
    inspector officer guard guards waiter waitress host person guy guys lady team people somebody
    someone user users commenter poster op his hers himself herself yourself yourselves exec pm pms
    vp director directors lead leads qa tester testers rider riders courier couriers mod chef nurse
    nurses doctor doctors gp dentist receptionists clerks cashiers tellers advisor advisors adviser
    consultant consultants salesman salesperson dispatcher operator operators official officials
    councillor councillors mayor minister landlady caretaker janitor coach coaches referee ref refs
    streamer streamers influencer influencers creator creators seller sellers buyer buyers host hosts
    instructor instructors trainer trainers tutor tutors professor lecturer lecturers principal
    headteacher staffer crew intern's dev's idiot moron`,
  H: `kill killed killing die died dies dying dead death hurt hurts beat beaten beating punch punched slap
    slapped stab stabbed shoot shot burn burned burnt fire fired sack sacked jail prison suffer suffering
    pain painful hospital bleed break broken legs leg neck throat choke drown strangle bury buried grave
    hang hanged lesson regret pay karma cancer accident stairs locked lock rot rotting hunt address
    doxx home family kids wreck destroy crush crushed bleeding fists fist teeth face smash smashed
    trampled thrown throw kicked kick dragged drag deserve deserves deserved wish hope pray cursed curse`,
  I: `idiot idiots moron morons stupid dumb clown clowns monkey monkeys brain brains brainless incompetent
    useless lazy worthless pathetic ape apes pig pigs rat rats goldfish dim thick clueless trash garbage
    scum parasite parasites vermin animals animal subhuman loser losers freak freaks ugly fat creep
    creepy disgusting imbecile imbeciles cretin fool fools joke clueless dense slow primitive savages
    backward inferior filthy dirty smelly cockroaches leeches`,
  R: `love wish would could please pls add let allow allowed option able want need should can support
    offer offered provide show showed include feature setting settings mode button instead`,
  C: `hate hated terrible worst awful horrible broken again nobody never why useless ridiculous joke
    disgrace shambles unacceptable disappointed disappointing annoying sick tired fed scam ripoff
    overpriced worse failed fails fail nothing anyone ever still`,
  B: `blood spurting spurted spurt spurts gushing gushed oozing oozed pooling pooled guts intestines
    entrails innards viscera organs flesh fleshy bone bones skull skulls tendons tendon sinew gristle
    marrow ribcage ribs spine severed mangled mutilated mutilation dismembered decapitated beheaded
    disembowelled disemboweled gouged gore gory gruesome splattered splatter smeared splashed maggots
    corpse corpses carcass carcasses limbs limb torso eyeballs eyeball bloodied bloodbath impaled
    charred scalped squelch squelched pulp pulped mush innards brainmatter severed dangling sprayed
    spraying splattering skinned`,
  X: `sex sexy sexual naked nude nudes nudity topless boobs breasts cleavage bum butt thighs bikini
    bikinis lingerie underwear knickers panties thong horny kinky porn porno pornography explicit
    erotic orgasm moan moaning moans bedroom shag shagging grope groping fondle stripper strippers
    seductive sultry spicy saucy naughty hottie hotties babe babes busty curvy bra bras undress
    undressed undressing sensual steamy lust lusting aroused turned smut smutty onlyfans nsfw xxx`,
};

export const wordClasses: ReadonlyMap<string, string> = new Map(
  Object.entries(lists)
    .flatMap(([name, words]) =>
      words
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => [word, name] as const),
    )
    .reverse(),
);
