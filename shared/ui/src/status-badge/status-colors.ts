// The status badge's four colours, with one meaning each everywhere in the portal (one status tag with
// fixed colour meanings, as in GOV.UK Frontend and the VA.gov design system). They are docs/product/claims-and-care.md#care-authorization-colours
// prior-authorization label colours: green finished or approved, grey waiting or withdrawn, purple could
// not be reviewed here, red under review or denied. What a claim or an authorization status means is its
// owner's rule (claimStatusColor in @portal/contracts/claim-status, the authorization colours in the
// claims app). The words on the badge always carry the status; the colour only helps.

export type StatusColor = 'green' | 'grey' | 'purple' | 'red';

export const statusColors: readonly StatusColor[] = ['green', 'grey', 'purple', 'red'];
