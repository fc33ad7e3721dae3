export { feedbackElements, FEEDBACK_TAGS, type FeedbackElementsOptions } from './feedback-elements';
