/** Sets the browser tab title for a page. */
import { useEffect } from 'react';

/** Sets `document.title` to '<title> · Steward' (just 'Steward' without a title) while the page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Steward` : 'Steward';
  }, [title]);
}
