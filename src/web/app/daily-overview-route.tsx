/**
 * The /daily-overview route's page: app/ composes the daily overview (daily-plans) with the habits feature's card,
 * since features import each other only through api.ts. The route's chunk holds both, so the card's code comes
 * with the page and is announced with it on a first load (server/first-load.ts).
 */
import { DailyOverviewPage } from '../features/daily-plans/daily-overview-page.tsx';
import { HabitsCard } from '../features/habits/habits-card.tsx';

/** The daily overview with its Habits card. */
export function DailyOverviewRoute() {
  return <DailyOverviewPage HabitsCard={HabitsCard} />;
}
