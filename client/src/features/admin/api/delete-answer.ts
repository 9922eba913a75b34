/** What `DELETE /api/K/delete/:id` and `DELETE /api/posts/delete/:id` answer. */
export interface DeleteAnswer {
  message: string;
}
