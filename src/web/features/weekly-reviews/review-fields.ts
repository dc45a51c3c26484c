/** The Weekly Review form's fields and their mapping to and from the wire (docs/product.md §3 Weekly review, §5). */
import type { WeeklyReview, WeeklyReviewFormValues } from '../../../core/weekly-review.ts';

/** The form's fields: three wins, the review, three priorities and the goal id of each ('' for none). */
export interface ReviewFields {
  biggestWins: [string, string, string];
  afterActionReview: string;
  weeklyBigThree: [string, string, string];
  goalIds: [string, string, string];
}

const three = (values: readonly (string | null)[] | undefined): [string, string, string] => [
  values?.[0] ?? '',
  values?.[1] ?? '',
  values?.[2] ?? '',
];

/** The form's starting values: the saved review of the week, or empty. */
export function fieldsFromReview(review: WeeklyReview | null): ReviewFields {
  return {
    biggestWins: three(review?.biggestWins),
    afterActionReview: review?.afterActionReview ?? '',
    weeklyBigThree: three(review?.weeklyBigThree),
    goalIds: three(review?.weeklyBigThreeGoalIds),
  };
}

/** The POST /api/weekly-reviews body of the form's fields (before core drops blank entries). */
export function inputFromFields(weekStartDate: string, fields: ReviewFields): WeeklyReviewFormValues {
  return {
    weekStartDate,
    biggestWins: [...fields.biggestWins],
    afterActionReview: fields.afterActionReview,
    weeklyBigThree: [...fields.weeklyBigThree],
    weeklyBigThreeGoalIds: fields.goalIds.map((id) => (id === '' ? null : id)),
  };
}
