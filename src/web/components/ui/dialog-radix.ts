/** Radix Dialog's parts, in a chunk of their own that dialog.tsx loads when a dialog first opens (ADR 016). */
import { Dialog } from 'radix-ui';

/** The parts of Radix Dialog that dialog.tsx renders. */
export const { Root, Trigger, Close, Portal, Overlay, Content, Title, Description } = Dialog;
