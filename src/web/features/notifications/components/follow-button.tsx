import { Bell, BellRing } from 'lucide-react';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { askToSignIn } from '@/web/lib/sign-in-prompt';
import { useFollowState, useToggleFollow } from '../api/notifications';

/**
 * Follow or unfollow a request or vent on its page: followers hear of status changes, company
 * comments, new builds, merges and removals. Signed out, it asks to sign in.
 */
export function FollowButton({
  kind,
  id,
  isSignedIn,
}: {
  kind: ContentKind;
  id: string;
  isSignedIn: boolean;
}) {
  const { data: following, isPending } = useFollowState(kind, id, isSignedIn);
  const toggle = useToggleFollow(kind, id);
  if (!isSignedIn) {
    return (
      <Button variant="outline" size="sm" onClick={() => askToSignIn(messages.signInToFollow)}>
        <Bell className="size-4" aria-hidden />
        {messages.follow}
      </Button>
    );
  }
  const isFollowing = following === true;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={isFollowing}
      disabled={isPending || toggle.isPending}
      onClick={() => toggle.mutate(!isFollowing)}
      title={isFollowing ? messages.unfollowHint : messages.followHint}
      className={isFollowing ? 'border-accent/40 text-accent-text' : undefined}
    >
      {isFollowing ? <BellRing className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
      {isFollowing ? messages.followingLabel : messages.follow}
    </Button>
  );
}
