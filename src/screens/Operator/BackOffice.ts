import { createElement, lazy } from 'react';

// The app's route table lists, for each lazily loaded page, every file it needs, and that list is part of
// every member's first download. This small module stands in for the back office there, so the list names
// one file instead of the thirty-odd the back office shares with member pages; it asks for the back office
// as soon as it loads, so an operator waits for one more small request at most.
const loading = import('./OperatorBackOffice');
const Loaded = lazy(() => loading.then((module) => ({ default: module.OperatorBackOffice })));

export function BackOffice() {
  return createElement(Loaded);
}
