// Appeals (SPEC section 9): a decision within 30 days of receiving the appeal.
export const appealDecisionDays = 30;
