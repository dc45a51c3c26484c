/** Request bodies shared by API tests. */

/** A valid plan body for `date`. */
export function planBody(date: string, overrides: Record<string, unknown> = {}) {
  return {
    date,
    morningRitualCompleted: false,
    bigThree: ['Write the proposal', 'Call Sam', 'Review budget'],
    bigThreeCompleted: [false, false, false],
    otherTasks: ['Inbox'],
    otherTasksCompleted: [false],
    winningDefinition: 'Proposal sent',
    distractions: ['Slack'],
    ...overrides,
  };
}
