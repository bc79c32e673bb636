import type { ModerationCategory } from '../../../../shared/rules/moderation';
import { bucketCount, featureVector, hashBits } from './features';
import weightsFile from './weights.json' with { type: 'json' };

/**
 * The learned half of the local moderator: one logistic regression per violation class over hashed
 * word and character n-grams (features.ts), trained by `npm run train:moderation` and shipped as
 * weights.json (int8 weights with a scale per class). Each class flags a text when its probability
 * reaches its threshold, which the trainer chose on held-out folds of the training data: one for a
 * text that names what the class is about (a group, a person or role, discontent without a wish:
 * see `namesTarget` in local-moderator.ts) and one at least as strict for a text that does not.
 */
/**
 * What one logistic regression learns: a category of the Community Policy, or sexual and graphically
 * violent content, a class of its own (its words are unlike an attack on a group's) that is reported
 * as offensive content (`categoryOfClass`).
 */
export type LearnedClass = ModerationCategory | 'sexual_or_graphic';

/** The category a class's flag is reported under. */
export const categoryOfClass = (learned: LearnedClass): ModerationCategory =>
  learned === 'sexual_or_graphic' ? 'generally_offensive' : learned;

export interface ClassWeights {
  category: LearnedClass;
  bias: number;
  /** weight = int8 × scale */
  scale: number;
  /** For a text that names the class's target. */
  threshold: number;
  /** For a text that does not. */
  untargetedThreshold: number;
  /** base64 of one int8 per bucket */
  weights: string;
}

export interface WeightsFile {
  hashBits: number;
  classes: ClassWeights[];
}

export interface ClassScore {
  category: LearnedClass;
  probability: number;
  threshold: number;
  untargetedThreshold: number;
}

interface LoadedClass {
  category: LearnedClass;
  bias: number;
  threshold: number;
  untargetedThreshold: number;
  weights: Float32Array;
}

function load(file: WeightsFile): LoadedClass[] {
  if (file.hashBits !== hashBits) throw new Error('weights.json was trained with other features');
  return file.classes.map((entry) => {
    const bytes = Buffer.from(entry.weights, 'base64');
    if (bytes.length !== bucketCount) throw new Error(`weights for ${entry.category} have the wrong size`);
    const weights = new Float32Array(bucketCount);
    for (let i = 0; i < bucketCount; i += 1) weights[i] = ((bytes[i]! << 24) >> 24) * entry.scale;
    const { category, bias, threshold, untargetedThreshold } = entry;
    return { category, bias, threshold, untargetedThreshold, weights };
  });
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export class TextClassifier {
  private readonly classes: LoadedClass[];

  constructor(file: WeightsFile) {
    this.classes = load(file);
  }

  /** Each class's probability for a prepared text (see `prepareText`). */
  score(preparedText: string): ClassScore[] {
    const features = featureVector(preparedText);
    return this.classes.map(({ category, bias, threshold, untargetedThreshold, weights }) => {
      let z = bias;
      for (const [bucket, value] of features) z += weights[bucket]! * value;
      return { category, probability: sigmoid(z), threshold, untargetedThreshold };
    });
  }
}

let shipped: TextClassifier | undefined;

/** The classifier of the shipped weights.json, loaded on first use. */
export function shippedClassifier(): TextClassifier {
  shipped ??= new TextClassifier(weightsFile as WeightsFile);
  return shipped;
}
