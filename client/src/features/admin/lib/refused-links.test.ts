import { ContentState, EditorState, Modifier, SelectionState } from 'draft-js';
import { addsRefusedLink } from './refused-links';

/** `state` with `text` put at the start of its first block, as a link to `url`. */
function withLink(state: EditorState, text: string, url: string): EditorState {
  const content = state.getCurrentContent().createEntity('LINK', 'MUTABLE', { url });
  const entityKey = content.getLastCreatedEntityKey();
  const start = SelectionState.createEmpty(content.getFirstBlock().getKey());
  const linked = Modifier.insertText(content, start, text, undefined, entityKey);
  return EditorState.push(state, linked, 'insert-characters');
}

function typed(state: EditorState, text: string): EditorState {
  const content = state.getCurrentContent();
  const end = SelectionState.createEmpty(content.getLastBlock().getKey()).merge({
    anchorOffset: content.getLastBlock().getLength(),
    focusOffset: content.getLastBlock().getLength(),
  });
  return EditorState.push(state, Modifier.insertText(content, end, text), 'insert-characters');
}

const empty = EditorState.createWithContent(ContentState.createFromText('Rates\nFees'));

describe('a change to the post body', () => {
  it('adds a refused link when it links to javascript: or data:, however the scheme is written', () => {
    expect(addsRefusedLink(empty, withLink(empty, 'here', 'javascript:alert(1)'))).toBe(true);
    expect(addsRefusedLink(empty, withLink(empty, 'here', ' JaVaScRiPt:alert(1)'))).toBe(true);
    expect(addsRefusedLink(empty, withLink(empty, 'here', 'data:text/html,hi'))).toBe(true);
  });

  it('adds no refused link with an http(s), mailto: or site address', () => {
    for (const url of ['https://www.mas.gov.sg/', 'mailto:hello@example.com', '/cards']) {
      expect(addsRefusedLink(empty, withLink(empty, 'here', url))).toBe(false);
    }
  });

  it('adds no refused link by typing beside a link the body held already', () => {
    const loaded = withLink(empty, 'old', 'javascript:alert(1)');
    expect(addsRefusedLink(loaded, typed(loaded, ' and more'))).toBe(false);
    expect(addsRefusedLink(loaded, withLink(loaded, 'new ', 'https://www.mas.gov.sg/'))).toBe(
      false,
    );
    expect(addsRefusedLink(loaded, loaded)).toBe(false);
  });

  it('adds a refused link when a second one comes beside an older one', () => {
    const loaded = withLink(empty, 'old', 'https://www.mas.gov.sg/');
    expect(addsRefusedLink(loaded, withLink(loaded, 'new ', 'javascript:alert(1)'))).toBe(true);
  });
});
