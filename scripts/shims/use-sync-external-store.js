// preact/compat already implements useSyncExternalStore; wouter's CommonJS shim would duplicate it.
export { useSyncExternalStore } from 'react';
