/** English function words and academic filler that carry no topic (for ranking and matching only). */
export const STOPWORDS = new Set(
  (
    "a about above across after again against all almost along also although always am among an and another any are " +
    "around as at be because been before being below between both but by can cannot could did do does doing done down " +
    "during each either else enough etc even ever every few for from further get gets given had has have having he her " +
    "here hers him his how however i if in into is it its itself just least less let like made make makes many may me " +
    "might more most much must my near neither no nor not now of off often on once one only onto or other others our ours " +
    "out over own per perhaps rather same several shall she should since so some such than that the their theirs them " +
    "then there thereby therefore these they this those though through thus to together too toward towards under until " +
    "up upon us use used uses using very via was we well were what when where whether which while who whom whose why " +
    "will with within without would yet you your first second third two three four five also furthermore moreover " +
    "addition additionally indeed hence whereas paper work section show shows shown study present presented propose " +
    "proposed approach et al e g i new based respectively"
  ).split(/\s+/),
);
