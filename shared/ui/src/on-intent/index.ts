export { createOnIntentLoader, loadOnIntent, type IntentHandlers, type OnIntentLoader } from './load-on-intent';
export { useLoadedOnIntent, type LoadedOnIntent } from './use-loaded-on-intent';
