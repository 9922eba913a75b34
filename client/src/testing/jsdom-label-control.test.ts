// The label lookup of jsdom-label-control.ts (loaded by the set-up file) answers as the HTML
// standard says, as jsdom's own walk did.
describe("a label's control", () => {
  afterEach(() => document.body.replaceChildren());

  it('is the first element in tree order with the id its `for` names, when it can be labelled', () => {
    document.body.innerHTML = `
      <label for="rate">Rate</label>
      <input id="rate" name="first">
      <input id="rate" name="second">
      <label for="note">Note</label><div id="note"></div>
      <label for="">Empty</label>
      <label>Nested <select name="inside"></select></label>`;
    const [rate, note, empty, nested] = document.querySelectorAll('label');

    expect((rate!.control as HTMLInputElement).name).toBe('first');
    expect(note!.control).toBeNull();
    expect(empty!.control).toBeNull();
    expect((nested!.control as HTMLSelectElement).name).toBe('inside');
  });

  it('follows ids that change, and gives each field its labels', () => {
    document.body.innerHTML = `
      <label for="fee">Annual fee</label><label for="fee">Fee, again</label>
      <input id="other"><input type="hidden" id="secret"><label for="secret">Hidden</label>`;
    const [first, , hidden] = document.querySelectorAll('label');
    const field = document.getElementById('other') as HTMLInputElement;

    expect(first!.control).toBeNull();
    expect(hidden!.control).toBeNull();
    field.id = 'fee';
    expect(first!.control).toBe(field);
    expect([...field.labels!].map((label) => label.textContent)).toEqual([
      'Annual fee',
      'Fee, again',
    ]);
  });

  it('is found in a tree not attached to the document, as jsdom finds it', () => {
    const form = document.createElement('form');
    form.innerHTML = '<label for="loose">Loose</label><input id="loose">';

    expect(form.querySelector('label')!.control).toBe(form.querySelector('input'));
  });
});
