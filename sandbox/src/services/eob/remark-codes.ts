/**
 * The remark codes the insurer prints on claim lines (standard remittance advice remark codes), in
 * words a member can act on.
 */
const REMARK_CODE_EXPLANATIONS: Record<string, string> = {
  N130: 'Your plan limits or excludes this service. Check your plan’s benefit booklet for what it covers, or call us.',
  N20: 'This service is not paid separately; it is part of another service on this claim.',
  M15: 'This service was billed separately but is paid as part of another service on the same day.',
  N381: 'We paid this service under a contract we have with the provider.',
  CO45: 'The amount billed is more than the plan allows; an in-network provider may not bill you the difference.',
};

/** A remark code in words; a general sentence for a code the list does not have. */
export function remarkCodeExplanation(code: string): string {
  return REMARK_CODE_EXPLANATIONS[code] ?? 'Call customer service to learn what this remark means for this service.';
}
