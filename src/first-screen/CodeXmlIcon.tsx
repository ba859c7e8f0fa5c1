/**
 * Lucide's "code-xml" icon, written out as lucide-react renders it at 16 px
 * (the markup test holds the two equal): the Embed button's icon, without
 * lucide's runtime on a calculator's first screen.
 */
export function CodeXmlIcon() {
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
      className="lucide lucide-code-xml"
      aria-hidden="true"
    >
      <path d="m18 16 4-4-4-4" />
      <path d="m6 8-4 4 4 4" />
      <path d="m14.5 4-5 16" />
    </svg>
  );
}
