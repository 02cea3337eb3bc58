import { CropStudioImageMutation } from '@/features/files/api/file-documents';
import { UploadThroughLinkError } from '@/features/files/lib/upload-through-link';
import { request } from '@/shared/graphql/request';

/** The part to keep, in percent of the image's width and height (as the cropper reports it). */
export interface CropPercentages {
  x: number;
  y: number;
  width: number;
  height: number;
}

const share = (percent: number) => Math.min(1, Math.max(0, percent / 100));

/** Has the server cut the part out of a published studio image; answers the new image's key, or throws its words. */
export async function cropStudioImage(key: string, area: CropPercentages, locale: string): Promise<string> {
  const input = { key, x: share(area.x), y: share(area.y), width: share(area.width), height: share(area.height) };
  const answer = (await request(CropStudioImageMutation, { input }, { locale })).cropStudioImage;
  if (!answer.success || !answer.data) throw new UploadThroughLinkError(null, answer.message);
  return answer.data.key;
}
