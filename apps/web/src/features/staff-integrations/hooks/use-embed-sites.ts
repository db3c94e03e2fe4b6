import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useSaveEmbedSitesMutation } from '../api/embed';

/** The save on its way: a site being added or removed. */
export interface PendingStep {
  kind: 'add' | 'remove';
  site: string;
}

/**
 * Adding and removing the sites that may show the queue, each saved at once as the whole new
 * list. One save at a time (`pending` names the step on its way), so no list is built on
 * one not yet kept. A save kept is said in a toast.
 */
export function useEmbedSites(sites: readonly string[]) {
  const { t } = useTranslation();
  const [save] = useSaveEmbedSitesMutation();
  const [pending, setPending] = useState<PendingStep | null>(null);

  const saveList = async (step: PendingStep, allowedOrigins: string[], done: string) => {
    setPending(step);
    try {
      await save({ allowedOrigins }).unwrap();
      notify.success(done);
      return null;
    } catch (error) {
      return errorMessage(error);
    } finally {
      setPending(null);
    }
  };

  /** Null once the server kept the list with it; else why it was refused, for the form. */
  const add = (site: string) =>
    saveList({ kind: 'add', site }, [...sites, site], t('embed.sites.added', { site }));
  /** True once the server kept the list without it; a refusal is said in a toast. */
  const remove = async (site: string) => {
    const problem = await saveList(
      { kind: 'remove', site },
      sites.filter((one) => one !== site),
      t('embed.sites.removed', { site }),
    );
    if (problem) notify.error(problem);
    return problem === null;
  };

  return { add, remove, pending };
}
