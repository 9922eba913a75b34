import { bsonTypeName, isNumeric } from '../bson/order.js';
import { formatKeyValue } from '../bson/key-encoding.js';
import { getPathValue } from '../bson/paths.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';

const ARITHMETIC = ['$inc', '$mul'];
const ARRAY_OPERATORS = ['$push', '$addToSet', '$pop', '$pull', '$pullAll'];

/**
 * The errors MongoDB raises when an operator meets a value of the wrong type (mingo would skip
 * such a field silently): arithmetic on a non-number, array operators on a non-array.
 */
export function checkOperandTypes(document: BsonDocument, modifier: BsonDocument): void {
  const id = formatKeyValue(document._id);
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) continue;
    for (const [path, amount] of Object.entries(fields)) {
      if (path.includes('$')) continue;
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
