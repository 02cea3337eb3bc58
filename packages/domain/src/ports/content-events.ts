/**
 * What learners see has changed (decision 0028): the tags name what (`program:<id>`, `programs`,
 * `category:<id>`, `lecturer:<id>`, `blogs`, `home`…). Every web copy revalidates the pages built
 * on them within seconds. Published after the write commits.
 */
export interface ContentEvents {
  publish(tags: readonly string[]): Promise<void>;
}
