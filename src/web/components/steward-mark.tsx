/** Steward's logo mark. */

/** A north star on navy (decorative: hidden from assistive technology). */
export function StewardMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 6l2.6 7.4H26l-6 4.4 2.3 7.2L16 20.6 9.7 25l2.3-7.2-6-4.4h7.4z"
        className="fill-[#d9b56a]"
      />
    </svg>
  );
}
