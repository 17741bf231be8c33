// Appealing a claim decision, for the portal and the member API alike: a member has 180 days from the
// day a claim was processed to ask for a review, and the insurer decides within 30 days of receiving
// the appeal. The claim page, the member API's appeal deadline and the EOB all read these.
//
// No imports: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read this file.

/** Days after the processed date within which a member may appeal. */
export const appealFilingDays = 180;

/** Days within which the insurer decides an appeal it has received. */
export const appealDecisionDays = 30;
