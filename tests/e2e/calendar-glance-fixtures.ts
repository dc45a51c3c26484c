/**
 * Data of the Calendar at a Glance e2e tests (calendar-glance.test.ts): Steward blocks of the week of Sunday
 * 2026-03-08 in New York, a Radicale calendar's events, and ideal weeks with known scores.
 */
/** Steward blocks of the week, in New York time (EDT, UTC-4). */
export const BLOCKS = [
  {
    title: 'Board meeting',
    start: '2026-03-10T09:00:00-04:00',
    end: '2026-03-10T10:30:00-04:00',
    domain: 'work',
  },
  {
    title: 'Hiring sync',
    start: '2026-03-11T08:00:00-04:00',
    end: '2026-03-11T09:00:00-04:00',
    domain: 'work',
  },
  { title: 'Budget review', start: '2026-03-11T09:00:00-04:00', end: '2026-03-11T10:00:00-04:00' },
  { title: 'Pilot planning', start: '2026-03-11T10:00:00-04:00', end: '2026-03-11T11:00:00-04:00' },
  { title: 'Press interview', start: '2026-03-11T13:00:00-04:00', end: '2026-03-11T13:30:00-04:00' },
  { title: 'Night flight', start: '2026-03-12T22:00:00-04:00', end: '2026-03-13T01:00:00-04:00' },
  {
    title: 'Family lunch',
    start: '2026-03-14T12:00:00-04:00',
    end: '2026-03-14T13:00:00-04:00',
    domain: 'marital',
  },
];

/**
 * Ideal weeks: 'Focus week' plans 5 slots, 4 of them covered by the blocks (Tuesday 9:00-10:30 and Wednesday
 * 8:00), so the Monday-Sunday week of 2026-03-09 scores 80%; 'Family week' plans Saturday noon, covered: 100%.
 */
export const FOCUS_WEEK = {
  name: 'Focus week',
  schedule: {
    'tuesday-9:00 AM': { activity: 'Board', domain: 'work' },
    'tuesday-9:30 AM': { activity: 'Board', domain: 'work' },
    'tuesday-10:00 AM': { activity: 'Board', domain: 'work' },
    'wednesday-8:00 AM': { activity: 'Hiring', domain: 'work' },
    'thursday-3:00 PM': { activity: 'Walk' },
  },
};
export const FAMILY_WEEK = {
  name: 'Family week',
  schedule: { 'saturday-12:00 PM': { activity: 'Lunch', domain: 'marital' } },
};

/** One iCalendar object holding one event (New York times unless the lines say otherwise). */
function ics(uid: string, ...lines: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Steward//E2E//EN', 'BEGIN:VEVENT', `UID:${uid}`]
    .concat('DTSTAMP:20260301T000000Z', lines, 'END:VEVENT', 'END:VCALENDAR', '')
    .join('\r\n');
}

/**
 * The Radicale calendar 'Family' (life domain marital, colour 3): a gym hour overlapping the board meeting on
 * Tuesday, a Friday date night, an all-day school holiday on Monday (not busy) and a free (transparent) hour.
 */
export const FAMILY_OBJECTS = {
  gym: ics(
    'gym@e2e',
    'SUMMARY:Gym with Sam',
    'DTSTART;TZID=America/New_York:20260310T093000',
    'DTEND;TZID=America/New_York:20260310T103000',
  ),
  date: ics(
    'date@e2e',
    'SUMMARY:Date night',
    'DTSTART;TZID=America/New_York:20260313T190000',
    'DTEND;TZID=America/New_York:20260313T210000',
  ),
  holiday: ics(
    'holiday@e2e',
    'SUMMARY:School holiday',
    'DTSTART;VALUE=DATE:20260309',
    'DTEND;VALUE=DATE:20260310',
  ),
  reading: ics(
    'reading@e2e',
    'SUMMARY:Reading (free)',
    'TRANSP:TRANSPARENT',
    'DTSTART;TZID=America/New_York:20260311T150000',
    'DTEND;TZID=America/New_York:20260311T160000',
  ),
};

/**
 * 'Evenings': Friday 7:00 and 7:30 PM (covered by the date night), Wednesday 3:00 PM (only a free event) and
 * Monday 9:00 AM (only the all-day holiday): 2 of 4 matched, 50%.
 */
export const EVENINGS_WEEK = {
  name: 'Evenings',
  schedule: {
    'friday-7:00 PM': { activity: 'Date', domain: 'marital' },
    'friday-7:30 PM': { activity: 'Date', domain: 'marital' },
    'wednesday-3:00 PM': { activity: 'Call Mum', domain: 'marital' },
    'monday-9:00 AM': { activity: 'Plan the week' },
  },
};
