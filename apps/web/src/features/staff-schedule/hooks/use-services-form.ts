import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  type BarberServices,
  type BarberTerm,
  useMemberServicesQuery,
  useSetMemberServicesMutation,
} from '../api/member-services';
import type { MemberWeek } from '../api/team-schedule';

/** A service's terms as typed: empty price or minutes are the catalogue's. */
export interface TermRow {
  serviceId: string;
  offered: boolean;
  price: string;
  duration: string;
}

/** A price as the reader types it: "25,50" in Finnish, "25.50" in English. */
const typedPrice = (price: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, useGrouping: false }).format(price);

const rowOf = (service: BarberServices['services'][number], language: string): TermRow => ({
  serviceId: service.serviceId,
  offered: service.offered,
  price: service.price === null ? '' : typedPrice(service.price, language),
  duration: service.duration === null ? '' : String(service.duration),
});

const PRICE = /^\d{1,5}([.,]\d{1,2})?$/;
const MINUTES = /^\d{1,3}$/;

/** The terms typed, or null when a price or a length is not one the server takes. */
function termOf(row: TermRow): BarberTerm | null {
  const price = row.price.trim();
  const duration = row.duration.trim();
  if (price && (!PRICE.test(price) || Number(price.replace(',', '.')) > 10_000)) return null;
  if (duration && (!MINUTES.test(duration) || Number(duration) < 5 || Number(duration) > 480)) {
    return null;
  }
  return {
    serviceId: row.serviceId,
    offered: row.offered,
    price: price ? Math.round(Number(price.replace(',', '.')) * 100) / 100 : null,
    duration: duration ? Number(duration) : null,
  };
}

/**
 * A member's services in a dialog: which they do, and their own price and minutes where these
 * differ from the catalogue's (left empty: the catalogue's). "Use" takes the minutes their
 * visits have measured. Every service is sent on save; a refusal shows in the dialog.
 */
export function useServicesForm(member: MemberWeek, onClose: () => void) {
  const { t, i18n } = useTranslation();
  const query = useMemberServicesQuery(member.userId);
  const [edited, setEdited] = useState<TermRow[] | null>(null);
  const rows =
    edited ?? query.data?.services.map((service) => rowOf(service, i18n.language)) ?? null;
  const [setServices, { isLoading: isSaving }] = useSetMemberServicesMutation();
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const { problem, save } = useDialogSave(onClose);

  const change = (serviceId: string, patch: Partial<TermRow>) => {
    if (!rows) return;
    setEdited(rows.map((row) => (row.serviceId === serviceId ? { ...row, ...patch } : row)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rows || rows.length === 0) return;
    const terms = rows.map(termOf);
    const bad = rows.find((_, index) => terms[index] === null);
    const named = query.data?.services.find((s) => s.serviceId === bad?.serviceId)?.name;
    setCheckProblem(bad ? t('teamSchedule.services.invalid', { service: named ?? '' }) : null);
    const valid = terms.filter((term): term is BarberTerm => term !== null);
    if (bad) return;
    void save(async () => {
      await setServices({ userId: member.userId, services: valid }).unwrap();
      notify.success(t('teamSchedule.services.saved', { name: member.name }));
    });
  };

  return {
    query,
    services: query.data?.services ?? [],
    rows,
    isSaving,
    problem: checkProblem ?? problem,
    onSubmit,
    change,
    adopt: (serviceId: string, minutes: number) => change(serviceId, { duration: String(minutes) }),
  };
}

export type ServicesForm = ReturnType<typeof useServicesForm>;
