/**
 * The lucide icons the first screen and the result show, written out as
 * lucide-react renders them at 16 px (the markup test holds each equal to
 * lucide's own), so a calculator's card carries no icon runtime.
 */
import type { ReactNode } from 'react';

/** An outlined 16 px lucide icon with `className` and its shapes, hidden from assistive technology. */
function LucideSvg({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Lucide's "code-xml": the Embed button's. */
export function CodeXmlIcon() {
  return (
    <LucideSvg className="lucide lucide-code-xml">
      <path d="m18 16 4-4-4-4" />
      <path d="m6 8-4 4 4 4" />
      <path d="m14.5 4-5 16" />
    </LucideSvg>
  );
}

/** Lucide's "link-2": Copy link's. */
export function Link2Icon() {
  return (
    <LucideSvg className="lucide lucide-link2 lucide-link-2">
      <path d="M9 17H7A5 5 0 0 1 7 7h2" />
      <path d="M15 7h2a5 5 0 1 1 0 10h-2" />
      <line x1="8" x2="16" y1="12" y2="12" />
    </LucideSvg>
  );
}

/** Lucide's "clipboard-list": Copy result's. */
export function ClipboardListIcon() {
  return (
    <LucideSvg className="lucide lucide-clipboard-list">
      <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
      <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
      <path d="M12 11h4" />
      <path d="M12 16h4" />
      <path d="M8 11h.01" />
      <path d="M8 16h.01" />
    </LucideSvg>
  );
}
