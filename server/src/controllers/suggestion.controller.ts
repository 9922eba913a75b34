import type { SuggestionFields } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { validQuery } from '../middleware/validate.js';
import { SuggestionModel } from '../models/suggestion.model.js';
import { ApiError } from '../lib/api-error.js';
import { pageOffset } from '../validation/paging.schema.js';
import { inboxQuery } from '../validation/suggestion.schema.js';

const NOT_FOUND = 'Suggestion not found';

/** The suggest-rewards form's call, and the administrators' inbox. */
export const suggestionController = {
  async create(req: Request<Record<string, string>, unknown, SuggestionFields>, res: Response) {
    const { _id } = await SuggestionModel.create(req.body);
    res.status(201).json({ _id, message: 'Thank you! Your suggestion has been sent.' });
  },

  /** A page of one status, newest first, with the count of that status. */
  async list(req: Request, res: Response) {
    const { status, ...page } = validQuery(res, inboxQuery);
    const [items, total] = await Promise.all([
      SuggestionModel.find({ status })
        .sort({ createdAt: -1, _id: -1 })
        .skip(pageOffset(page))
        .limit(page.limit)
        .lean(),
      SuggestionModel.countDocuments({ status }),
    ]);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Total-Count', String(total));
    res.json(items);
  },

  async setStatus(req: Request<{ id: string }>, res: Response) {
    const updated = await SuggestionModel.findByIdAndUpdate(
      req.params.id,
      { status: (req.body as { status: string }).status },
      { returnDocument: 'after' },
    ).lean();
    if (!updated) throw new ApiError(404, NOT_FOUND);
    res.json(updated);
  },

  async remove(req: Request<{ id: string }>, res: Response) {
    const deleted = await SuggestionModel.findByIdAndDelete(req.params.id);
    if (!deleted) throw new ApiError(404, NOT_FOUND);
    res.json({ message: 'Suggestion Deleted!' });
  },
};
