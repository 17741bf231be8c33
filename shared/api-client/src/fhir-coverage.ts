// What the portal reads of FHIR Patient and Coverage resources (docs/product/data-and-calls.md#data-fhir) and the coverage
// retention rule (docs/product/claims-and-care.md#care-coverage-retention), in one place for every remote that shows coverage (coverage and
// copays, the pharmacy center). A subpath of @portal/api-client, so /login never downloads it.
export * from './fhir-resources';
export * from './coverage-retention';
