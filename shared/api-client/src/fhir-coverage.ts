// What the portal reads of FHIR Patient and Coverage resources (SPEC section 3) and the coverage
// retention rule (SPEC section 5), in one place for every remote that shows coverage (coverage and
// copays, the pharmacy center). A subpath of @portal/api-client, so /login never downloads it.
export * from './fhir-resources';
export * from './coverage-retention';
