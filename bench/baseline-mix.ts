/**
 * The baseline's answers to the routes of `npm run bench:mix` (bench/mix.ts): after bench/target.ts's session
 * lookup, one single-row (or one per-user) SQL statement on Steward's own tables through postgres.js, whose tagged
 * templates are prepared statements. No body validation, no JSON reshaping: the least a hand-written server does
 * for the same request. Each route answers like Steward's (status, the row as JSON); other paths are not its.
 */
import type { Sql } from 'postgres';

/** An answer: HTTP status and JSON body (none for 204). */
export interface BaselineAnswer {
  status: number;
  body?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound: BaselineAnswer = { status: 404, body: { error: 'Not Found', message: 'Not found' } };
const one = (rows: readonly unknown[], status = 200): BaselineAnswer =>
  rows[0] === undefined ? notFound : { status, body: rows[0] };

type Body = Record<string, unknown>;

/**
 * Answers `method path` for user `userId` with `body` (parsed JSON, {} when none), or null when the path is not
 * one of the mix's routes. Throws what postgres.js throws (the caller answers 500), except the time blocks'
 * overlap (SQLSTATE 23P01), which is 409 as in Steward.
 */
export async function mixAnswer(
  sql: Sql,
  userId: string,
  method: string,
  path: string,
  body: Body,
): Promise<BaselineAnswer | null> {
  const [, , resource = '', a = '', b = '', c = ''] = path.split('?')[0]?.split('/') ?? [];
  if (method === 'GET' && resource === 'daily-plans' && a === 'date' && !c)
    return one(await sql`select * from daily_plans where user_id = ${userId} and date = ${b}`);
  if (method === 'PATCH' && resource === 'daily-plans' && b === 'completion') {
    const task = body.task as { group: string; index: number; completed: boolean };
    const column = task.group === 'bigThree' ? 'big_three_completed' : 'other_tasks_completed';
    const list = task.group === 'bigThree' ? 'big_three' : 'other_tasks';
    return one(
      await sql`update daily_plans set ${sql(column)} = jsonb_set(${sql(column)}, ${[String(task.index)]}::text[],
          ${task.completed ? 'true' : 'false'}::jsonb), updated_at = now()
        where user_id = ${userId} and id = ${a} and jsonb_array_length(${sql(list)}) > ${task.index}
        returning *`,
    );
  }
  if (resource === 'calendar' && a === 'time-blocks') {
    if (method === 'POST') {
      try {
        return one(
          await sql`insert into time_blocks (user_id, title, start_at, end_at, calendar_id)
            values (${userId}, ${body.title as string}, ${body.start as string}, ${body.end as string},
              (select id from calendars where user_id = ${userId} and blocks_target))
            returning *`,
          201,
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23P01')
          return { status: 409, body: { error: 'Conflict', message: 'That time is taken' } };
        throw error;
      }
    }
    if (method === 'DELETE') {
      if (!UUID.test(b)) return notFound;
      const rows = await sql`delete from time_blocks where user_id = ${userId} and id = ${b} returning id`;
      return rows.length > 0 ? { status: 204 } : notFound;
    }
  }
  if (method === 'POST' && resource === 'weekly-reviews' && !a) {
    const goalIds = (body.weeklyBigThree as string[]).map(() => null);
    return one(
      await sql`insert into weekly_reviews (user_id, week_start_date, biggest_wins, after_action_review,
          weekly_big_three, weekly_big_three_goal_ids)
        values (${userId}, ${body.weekStartDate as string}, ${sql.json(body.biggestWins as string[])},
          ${(body.afterActionReview as string) ?? ''}, ${sql.json(body.weeklyBigThree as string[])}, ${sql.json(goalIds)})
        on conflict (user_id, week_start_date) do update set biggest_wins = excluded.biggest_wins,
          after_action_review = excluded.after_action_review, weekly_big_three = excluded.weekly_big_three,
          updated_at = now()
        returning *`,
    );
  }
  if (resource === 'goals') {
    if (method === 'GET' && !a) {
      const rows = await sql`select * from goals where user_id = ${userId} order by due_date, created_at, id`;
      return { status: 200, body: rows };
    }
    if (method === 'POST' && !a)
      return one(
        await sql`insert into goals (user_id, goal_type, due_date, description, realm, smarter_criteria, milestones)
          values (${userId}, ${body.goalType as string}, ${body.dueDate as string}, ${body.description as string},
            ${body.realm as string}, ${sql.json(body.smarterCriteria as string[])},
            ${sql.json((body.milestones as Body[]).map((m) => ({ ...m, completed: false })) as never)})
          returning *`,
        201,
      );
    if (method === 'DELETE' && a) {
      if (!UUID.test(a)) return notFound;
      const rows = await sql`delete from goals where user_id = ${userId} and id = ${a} returning id`;
      return rows.length > 0 ? { status: 204 } : notFound;
    }
  }
  return null;
}
