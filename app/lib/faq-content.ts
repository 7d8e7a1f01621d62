// FAQ copy. Every claim comes from docs/product.md (who the shop is for, its constants); nothing beyond it.
import { PAYMENT_METHODS_QUESTION } from "./payment-methods";

const FIXED_QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: "Where do you ship?",
    answer: "We currently ship within the United States only.",
  },
  {
    question: "How long does shipping take?",
    answer:
      "Standard shipping takes 3-5 business days within the US. Express shipping delivers in 1-2 days for an additional fee.",
  },
  {
    question: "What size are your fragrances?",
    answer: "Every fragrance comes in a 10ml glass roll-on bottle, easy to carry in a pocket or bag.",
  },
  {
    question: "Do you offer samples?",
    answer: "Yes. 2ml samples let you get to know a scent before you commit to a full 10ml bottle.",
  },
  {
    question: "How long does a roll-on fragrance oil last?",
    answer: "Our concentrated oils typically last 4-8 hours on the skin, depending on your skin type and the fragrance.",
  },
  {
    question: "How often should I reapply?",
    answer: "For a steady scent through the day, reapply every 4-6 hours.",
  },
  {
    question: "What is your return policy?",
    answer: "Unopened items can be returned within 30 days of delivery.",
  },
  {
    question: "What if my fragrance arrives defective?",
    answer: "If an opened item is defective, contact us within 7 days and we will exchange it.",
  },
  // The payment question's answer depends on how the shop takes payments: faqQuestions() adds it.
  {
    question: "Are your fragrances cruelty-free?",
    answer: "Yes. All of our fragrance oils are cruelty-free.",
  },
];

export const CARE_TIPS: readonly { title: string; text: string }[] = [
  { title: "Temperature", text: "Store your roll-ons at room temperature, away from radiators, hot cars and other heat." },
  { title: "Humidity", text: "Keep bottles out of steamy bathrooms; a dry drawer or shelf protects the oil." },
  { title: "Light", text: "Direct sunlight breaks fragrance down. Keep the glass bottles in a cool, dark place." },
  { title: "Timing", text: "Close the cap right after use so the oil does not evaporate or pick up dust." },
];

export const APPLICATION_STEPS: readonly string[] = [
  "Start with clean, moisturized skin: oils cling longer to hydrated skin.",
  "Roll the oil onto your pulse points: wrists, the base of your throat and behind your ears.",
  "Let it settle on its own. Rubbing your wrists together crushes the top notes.",
  "Build up gently: one or two passes are enough for a concentrated oil.",
  "Add a touch to your inner elbows or behind your knees for a scent that rises through the day.",
  "Reapply every 4-6 hours, or whenever you want a fresh lift.",
];

export const SEASONAL_CHIPS: readonly { season: string; tip: string }[] = [
  { season: "Spring", tip: "Light florals and green notes" },
  { season: "Summer", tip: "Citrus and aquatic scents, applied lightly" },
  { season: "Autumn", tip: "Warm spices and woods" },
  { season: "Winter", tip: "Rich vanilla, amber and resins" },
];

/**
 * The FAQ's ten questions, the payment methods' answer given (payment-methods.ts
 * derives it from the configured provider: the spec's "cards, PayPal and Apple
 * Pay" was a claim the shop could not keep, issue 39).
 */
export function faqQuestions(paymentMethodsAnswer: string): readonly { question: string; answer: string }[] {
  const payment = { question: PAYMENT_METHODS_QUESTION, answer: paymentMethodsAnswer };
  // Where the spec puts it: after the defective-item question.
  const at = FIXED_QUESTIONS.findIndex((item) => item.question === "What if my fragrance arrives defective?") + 1;
  return [...FIXED_QUESTIONS.slice(0, at), payment, ...FIXED_QUESTIONS.slice(at)];
}
