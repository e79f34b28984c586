/** Tiny inline icons; decorative, so the text beside them must carry the meaning. */

export function CloseIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1L15.5 14.5H.5z" fill="#fcb034" stroke="#8a5a00" strokeLinejoin="round" />
      <path d="M8 5.5v4.5M8 11.5v1.5" stroke="#1d2731" strokeWidth="1.6" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg width="0.75em" height="0.75em" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
