// wouter's own react-deps.js reads `React["useInsertion" + "Effect"]` through a namespace
// import, which keeps every export of preact/compat in the bundle. The same exports, named.
import { useInsertionEffect, useLayoutEffect, useRef } from 'react';

export {
  useMemo,
  useRef,
  useState,
  useContext,
  createContext,
  isValidElement,
  cloneElement,
  createElement,
  Fragment,
  forwardRef,
  useSyncExternalStore,
} from 'react';

export { useInsertionEffect };
export const useIsomorphicLayoutEffect = useLayoutEffect;

/** wouter's useEvent: a stable function that always calls the latest `fn`. */
export const useEvent = (fn) => {
  const ref = useRef([fn, (...args) => ref[0](...args)]).current;
  useInsertionEffect(() => {
    ref[0] = fn;
  });
  return ref[1];
};
