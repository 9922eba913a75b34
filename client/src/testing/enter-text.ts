import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` at the end of a field in one input event, as pasting does. For tests about what a
 * form keeps and sends, not about keystrokes: typing key by key re-renders a large form once per
 * character, which made the editor's tests the client's slowest.
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
