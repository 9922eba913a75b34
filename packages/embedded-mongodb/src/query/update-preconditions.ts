import { bsonTypeName, isNumeric } from '../bson/order.js';
import { formatKeyValue } from '../bson/key-encoding.js';
import { getPathValue, ownField } from '../bson/paths.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';

const ARITHMETIC = ['$inc', '$mul'];
/** Operators that create the field they name when it is missing. */
const CREATING = new Set([
  '$set',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$currentDate',
  '$push',
  '$addToSet',
  '$bit',
]);

/**
 * MongoDB's PathNotViable: a field cannot be created inside a scalar, a null, or an array
 * addressed by a field name instead of an index (`$set: { 'items.price': 1 }`).
 */
function checkPathViable(document: BsonDocument, path: string): void {
  const parts = path.split('.');
  let current: unknown = document;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const next = Array.isArray(current)
      ? /^\d+$/.test(part)
        ? current[Number(part)]
        : undefined
      : ownField(current as BsonDocument, part);
    if (next === undefined) return;
    const child = parts[i + 1] as string;
    if (!isPlainObject(next) && !(Array.isArray(next) && /^\d+$/.test(child))) {
      throw new CommandError(
        'PathNotViable',
        `Cannot create field '${child}' in element {${part}: ${formatKeyValue(next)}}`,
      );
    }
    current = next;
  }
}
const ARRAY_OPERATORS = ['$push', '$addToSet', '$pop', '$pull', '$pullAll'];

/**
 * The errors MongoDB raises when an operator meets a value of the wrong type (mingo would skip
 * such a field silently): arithmetic on a non-number, array operators on a non-array, a field
 * created where no field can be.
 */
export function checkOperandTypes(document: BsonDocument, modifier: BsonDocument): void {
  const id = formatKeyValue(document._id);
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) continue;
    for (const [path, amount] of Object.entries(fields)) {
      if (CREATING.has(operator)) checkPathViable(document, path);
      if (operator === '$rename' && typeof amount === 'string') checkPathViable(document, amount);
      const current = getPathValue(document, path);
      if (ARITHMETIC.includes(operator)) {
        if (!isNumeric(amount)) {
          throw new CommandError(
            'TypeMismatch',
            `Cannot ${operator === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${formatKeyValue(amount)}}`,
          );
        }
        if (current !== undefined && !isNumeric(current)) {
          throw new CommandError(
            'TypeMismatch',
            `Cannot apply ${operator} to a value of non-numeric type. {_id: ${id}} has the field '${path}' of non-numeric type ${bsonTypeName(current)}`,
          );
        }
      } else if (
        ARRAY_OPERATORS.includes(operator) &&
        current !== undefined &&
        !Array.isArray(current)
      ) {
        throw badValue(
          `The field '${path}' must be an array but is of type ${bsonTypeName(current)} in document {_id: ${id}}`,
        );
      }
    }
  }
}
