/**
 * The animated parts of the design system, a separate federation singleton so only the pages
 * that animate (score gauge, streamed reveal) download framer-motion.
 */
export { ScoreGauge, type ScoreGaugeProps } from './components/score-gauge/score-gauge';
export { motion, AnimatePresence, useReducedMotion } from 'framer-motion';
