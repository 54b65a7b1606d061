/** What each stage means, in a partner's words. */
export const STAGES = [
  ['pending', 'Pending', 'Sales the brand has not reviewed yet'],
  ['approved', 'Approved', 'Accepted by the brand; they can still be refunded or amended'],
  ['locked', 'Locked', "Past the campaign's lock period: they will be paid"],
  ['payable', 'Payable', 'Due in the current payment run'],
] as const;
