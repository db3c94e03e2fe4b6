import { REVIEW_REPLY_MAX, REVIEW_REPORT_REASON_MAX } from '@jono/contract/api/reviews';
import { Flag, Reply } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewItem } from '@/components/reviews/review-item';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatShopDateTime } from '@/lib/dates';
import {
  type OwnerReview,
  useReplyToReviewMutation,
  useReportReviewMutation,
} from '../api/owner-reviews';
import { InlineTextForm } from './inline-text-form';

/** One review with the visit's code, its report if any, and the owner's reply and report. */
export function OwnerReviewCard({ review, timeZone }: { review: OwnerReview; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const [reply] = useReplyToReviewMutation();
  const [report] = useReportReviewMutation();

  return (
    <Card className="p-4 sm:p-5">
      <p className="mb-2 font-mono text-xs text-zinc-600 dark:text-zinc-400">
        {t('ownerReviews.visit', { code: review.orderCode })}
      </p>
      <ReviewItem review={review}>
        {review.report ? (
          <p className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
            {t('ownerReviews.reported', {
              date: formatShopDateTime(review.report.at, i18n.language, timeZone),
              reason: review.report.reason,
            })}
            <span className="block font-semibold text-xs">{t('ownerReviews.hidden')}</span>
          </p>
        ) : null}
        {open === 'reply' ? (
          <InlineTextForm
            label={t('ownerReviews.replyLabel')}
            submitLabel={t('ownerReviews.sendReply')}
            maxLength={REVIEW_REPLY_MAX}
            onSubmit={(text) =>
              reply({ reviewId: review.id, text })
                .unwrap()
                .then(() => setOpen(null))
            }
            onCancel={() => setOpen(null)}
          />
        ) : open === 'report' ? (
          <InlineTextForm
            label={t('ownerReviews.reportLabel')}
            submitLabel={t('ownerReviews.sendReport')}
            maxLength={REVIEW_REPORT_REASON_MAX}
            onSubmit={(reason) =>
              report({ reviewId: review.id, reason })
                .unwrap()
                .then(() => setOpen(null))
            }
            onCancel={() => setOpen(null)}
          />
        ) : review.reply && review.report ? null : (
          <div className="flex flex-wrap gap-2 pt-1">
            {review.reply ? null : (
              <Button size="sm" variant="secondary" onClick={() => setOpen('reply')}>
                <Reply aria-hidden className="size-4" />
                {t('ownerReviews.reply')}
              </Button>
            )}
            {review.report ? null : (
              <Button size="sm" variant="ghost" onClick={() => setOpen('report')}>
                <Flag aria-hidden className="size-4" />
                {t('ownerReviews.report')}
              </Button>
            )}
          </div>
        )}
      </ReviewItem>
    </Card>
  );
}
