import { CommentsSection } from './comments-section';
import { CommunityMessages } from './community-messages';
import { ReviewsSection } from './reviews-section';

/**
 * Reviews and comments under a program. The page itself stays static (decision 0010): both
 * sections load their data in the browser, so each visitor sees their own likes and review.
 */
export function ProgramCommunity({ programId }: { programId: string }) {
  return (
    <CommunityMessages>
      <ReviewsSection programId={programId} />
      <CommentsSection programId={programId} />
    </CommunityMessages>
  );
}
