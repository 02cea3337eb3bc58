import type { StudioLecturerChoice } from '@/features/studio/api/studio-lecturer-documents';

/** How a lecturer reads in the studio's lecturer lists: their name, then their job title. */
export function lecturerChoiceLabel(choice: StudioLecturerChoice): string {
  return choice.jobTitle ? `${choice.fullName} — ${choice.jobTitle.localizedName}` : choice.fullName;
}
