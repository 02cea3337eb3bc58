'use client';
import { useTranslations } from '#intl';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast/use-toast';

interface LinkEnvelope {
  success: boolean;
  message: string;
  data: { url: string } | null;
}

/**
 * A PDF (invoice, credit note) fetched through its short-lived signed link: one download at a
 * time, the browser sent to the link, a translated toast when it cannot be made.
 */
export function usePdfDownload() {
  const t = useTranslations('cart.invoice');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download(askForLink: () => Promise<LinkEnvelope>) {
    if (busy) return;
    setBusy(true);
    try {
      const result = await askForLink();
      if (!result.success || !result.data) toast({ type: 'error', message: result.message || t('downloadFailed') });
      else window.location.assign(result.data.url);
    } catch {
      toast({ type: 'error', message: t('downloadFailed') });
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
