import { createRequire } from 'node:module';

/**
 * jsdom finds a label's control by walking the whole document, and a field's `labels` by asking
 * every node of the document for its control: every accessible name of a large form's fields
 * (each `getByRole` and `getByLabelText`) cost the square of the form's size. The admin editor's
 * tests spent three quarters of their time there. A label with `for` in a document now finds its
 * control through the document's own id index (`getElementById`, the first element with the id in
 * tree order, as the HTML standard says); any other label is left to jsdom.
 */
interface LabelImpl {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { getElementById?: (id: string) => unknown };
}

const require = createRequire(import.meta.url);
const { implementation: labelImpl } =
  require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: LabelImpl };
  };
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable(node: unknown): boolean;
};

const jsdomControl = Object.getOwnPropertyDescriptor(labelImpl.prototype, 'control')!.get!;

Object.defineProperty(labelImpl.prototype, 'control', {
  configurable: true,
  get(this: LabelImpl) {
    const root = this.getRootNode({});
    const forValue = this.getAttributeNS(null, 'for');
    if (forValue === null || forValue === '' || root.getElementById === undefined) {
      return jsdomControl.call(this);
    }
    const element = root.getElementById(forValue);
    return element && isLabelable(element) ? element : null;
  },
});
