'use client';
import { useLocale, useTranslations } from '#intl';
import { useState, type ChangeEvent } from 'react';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Avatar } from '@/shared/ui/media/avatar';
import { imageUrl, imageWidths } from '@/shared/ui/media/image-url';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import type { AccountUser } from '../account-types';
import { GenerateUploadLinkMutation } from '@/features/files/api/file-documents';
import { DeleteProfilePictureMutation, UpdateProfilePictureMutation } from '../api/account-documents';
import { CANVAS_NOT_SUPPORTED, compressImage } from '../lib/compress-image';

const PREVIEW_SIZE = 96;
/** The image route renders only the widths of docs/product/constants.md; the smallest covers the preview at 3× density. */
const PREVIEW_RENDER = imageWidths[0];

class UploadFailure extends Error {}

/**
 * The profile picture: shown at the top, replaced by picking an image (compressed in the browser
 * per docs/product/accounts.md, sent to a signed upload link, then checked again by the server), or removed.
 */
export function PictureSection({
  user,
  onSaved,
}: {
  user: AccountUser;
  onSaved: (user: AccountUser | null | undefined) => void;
}) {
  const t = useTranslations('account.picture');
  const locale = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = locale === 'ar' ? user.arFullName || user.enFullName : user.enFullName;

  async function send(file: File) {
    const blob = await compressImage(file);
    const link = (await request(GenerateUploadLinkMutation, { input: { model: 'PROFILE_PICTURE' } }, { locale }))
      .generateUploadLink;
    if (!link.success || !link.data) throw new UploadFailure(link.message);
    const headers = Object.fromEntries(link.data.headers.map((h) => [h.name, h.value]));
    const put = await fetch(link.data.uploadUrl, { method: link.data.method, headers, body: blob });
    if (!put.ok) throw new UploadFailure(t('errors.failed'));
    const saved = (await request(UpdateProfilePictureMutation, { input: { key: link.data.key } }, { locale }))
      .updateProfilePicture;
    if (!saved.success) throw new UploadFailure([saved.message, ...saved.fieldErrors.map((f) => f.message)].join(' '));
    onSaved(saved.data);
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(t('errors.notImage'));
    setBusy(true);
    try {
      await send(file);
      toast({ type: 'success', message: t('saved') });
    } catch (failure) {
      const message = (failure as Error).message;
      setError(
        failure instanceof UploadFailure
          ? message
          : message === CANVAS_NOT_SUPPORTED
            ? t('errors.canvas')
            : t('errors.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function onRemove() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = (await request(DeleteProfilePictureMutation, {}, { locale })).deleteProfilePicture;
      if (!result.success) return setError(result.message);
      onSaved(result.data);
      toast({ type: 'success', message: t('removed') });
    } catch {
      setError(t('errors.failed'));
    } finally {
      setBusy(false);
    }
  }

  const picture = user.profilePicture
    ? imageUrl(user.profilePicture, { width: PREVIEW_RENDER, height: PREVIEW_RENDER, fit: 'cover' })
    : null;
  return (
    <div className="flex flex-col gap-4">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <div className="flex flex-wrap items-center gap-5">
        <span data-testid="picture-preview" role="img" aria-label={t('current')}>
          <Avatar name={name} picture={picture} size={PREVIEW_SIZE} />
        </span>
        <div className="flex flex-col gap-2">
          <label
            className={`${buttonStyles.primary} min-h-11 cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent`}
            aria-busy={busy || undefined}
          >
            {busy ? t('uploading') : t('choose')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={onPick}
              disabled={busy}
            />
          </label>
          {user.profilePicture && (
            <button
              type="button"
              onClick={onRemove}
              className={`${buttonStyles.secondary} min-h-11`}
              aria-disabled={busy || undefined}
            >
              {t('remove')}
            </button>
          )}
        </div>
      </div>
      <p className="text-sm text-fg-muted">{t('hint')}</p>
    </div>
  );
}
