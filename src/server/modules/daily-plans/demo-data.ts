/**
 * Sample plans for demo servers (DEMO_DATA=true, docs/product.md §7 seed-mock): the seven days before `today`, each
 * finished with a rating, so Weekly Review has figures and today's wizard shows yesterday's incomplete tasks.
 */

import type { DailyPlanInput } from '../../../core/daily-plan.ts';
import { addDays } from '../../../core/dates.ts';
import type { FinishFields } from './repo.ts';

const weekTasks = [
  ['Finalize Q3 budget review', 'Call with key client', 'Draft team offsite agenda'],
  ['Prepare board update', 'One-on-one with operations lead', 'Review hiring pipeline'],
  ['Write product vision memo', 'Approve marketing plan', 'Mentor new manager'],
  ['Close vendor contract', 'Coach sales team', 'Plan next sprint priorities'],
  ['Quarterly goals check-in', 'Investor follow-up emails', 'Refine pricing proposal'],
  ['Family time: morning hike', 'Read two chapters', 'Plan the week ahead'],
  ['Sabbath rest', 'Time with family', 'Reflect on the week'],
];

/** Seven finished sample plans for the dates today-7 … today-1 (`today` is 'YYYY-MM-DD'). */
export function samplePlans(today: string): (DailyPlanInput & FinishFields)[] {
  return weekTasks.map((bigThree, i) => {
    const done = [i % 3 !== 2, i % 2 === 0, true];
    const incomplete = bigThree.filter((_, k) => !done[k]);
    return {
      date: addDays(today, i - 7),
      morningRitualCompleted: i % 4 !== 3,
      bigThree,
      bigThreeCompleted: done,
      otherTasks: ['Inbox zero', 'Expense report'],
      otherTasksCompleted: [true, i % 2 === 1],
      winningDefinition: 'The most important work moved forward and I was present with my people.',
      distractions: ['Email notifications', 'Unplanned meetings'],
      dayFinished: true,
      productivityRating: 6 + (i % 4),
      improvementNote: 'Protect the first deep-work block.',
      incompleteTasks: incomplete,
    };
  });
}
