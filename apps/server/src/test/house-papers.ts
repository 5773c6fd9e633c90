// The house papers (written by the project, compiled at test time) live with the pipeline's test
// support so that pipeline, server and browser tests share one set.
export * from "../../../../packages/pipeline/src/test-support/house-papers/house-papers.js";
