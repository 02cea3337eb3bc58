import { CommunityMessages } from './community-messages';
import { ReportButton, type ReportButtonProps } from './report-button';

/** A report button for server-rendered pages (blog articles, lecturer profiles), with its catalogue. */
export function ReportAction(props: ReportButtonProps) {
  return (
    <CommunityMessages>
      <ReportButton {...props} />
    </CommunityMessages>
  );
}
