// @ts-check
// One Jest run over every package (each package is a project with the shared preset).
import { jestProject } from './tools/lib/jest-preset.mjs';

/** @type {import('jest').Config} */
export default {
  projects: [
    jestProject('shell'),
    jestProject('mfe-claims'),
    jestProject('mfe-pharmacy-programs'),
    jestProject('mfe-messages'),
    jestProject('mfe-settings'),
    jestProject('mfe-registration'),
    jestProject('shared/contracts'),
    jestProject('shared/session'),
    jestProject('shared/rights'),
    jestProject('shared/ui'),
    jestProject('shared/forms'),
    jestProject('shared/testing'),
    jestProject('shared/api-client'),
  ],
};
