import { describe, expect, it, vi } from 'vitest';
import { needsEscalation } from '../../../shared/assistant';
import type { AssistantProvider, AssistantReply } from '../../adapters/assistant-provider';
import { detectEmergency } from '../../platform/safety/emergency-rules';
import { applySafetyRules, detectHumanRequest, detectMedicalQuestion } from './safety-rules';
import { withSafetyRules } from './with-safety-rules';

const settings = { emergencyNumber: '112', supportEmail: 'help@kinwell.example' };
const rules = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  applySafetyRules({ message, history }, settings);

describe('described emergencies', () => {
  it.each([
    ['My mom fell and can’t get up', 'fall'],
    ['dad fell down the stairs and hit his head', 'fall'],
    ['HELP she is not breathing', 'unresponsive'],
    ['my husband is unresponsive', 'unresponsive'],
    ['grandpa is having chest pains', 'heart_or_stroke'],
    ['I think mum is having a stroke, her face is drooping', 'heart_or_stroke'],
    ["We can't find my mother anywhere", 'missing'],
    ['Dad wandered off an hour ago', 'missing'],
    ["he went for a walk and hasn't come back", 'missing'],
    ["I don't want to live anymore", 'self_harm'],
    ['mum keeps saying she wants to kill herself', 'self_harm'],
    ['he took too many of his pills', 'poisoning'],
  ])('"%s" is a %s emergency', (message, category) => {
    expect(detectEmergency(message)).toBe(category);
  });

  it('answers at once with the configured emergency number and escalates', () => {
    const reply = rules('My mom fell and can’t get up');
    expect(reply).toMatchObject({ needsEscalation: true, topic: 'emergency' });
    expect(reply?.response).toContain('call 112');
    expect(reply?.response).not.toContain('911');
  });

  it('sends a missing person to the emergency number first, then the 24/7 Helpline', () => {
    const response = rules('grandma is missing')?.response ?? '';
    expect(response.indexOf('112')).toBeGreaterThanOrEqual(0);
    expect(response.indexOf('1-800-272-3900')).toBeGreaterThan(response.indexOf('112'));
  });

  it('names the 988 Lifeline for thoughts of self-harm', () => {
    expect(rules('im having thoughts of suicide')?.response).toMatch(
      /988 Suicide & Crisis Lifeline/,
    );
  });

  it('keeps answering an emergency when the next message only asks what to do now', () => {
    const reply = rules('what do I do now?', [
      { role: 'user', content: 'my mother has gone missing' },
      { role: 'assistant', content: 'Call 112 right now.' },
    ]);
    expect(reply).toMatchObject({ topic: 'emergency', needsEscalation: true });
  });

  it.each([
    'how does the emergency button work',
    'what are crisis alerts',
    'Does pressing the emergency button call 911 for me?',
    'What should I do if mom ever goes missing?',
    'how can I stop her from wandering at night',
    'what are the signs of a stroke',
    'my dad had a stroke two years ago, is vascular dementia likely?',
    'how do missing dose alerts work',
    'she is lost without her routine',
    'my mom says she wants to die at home, not in hospital',
  ])('does not treat "%s" as an emergency', (message) => {
    expect(detectEmergency(message)).toBeNull();
    expect(rules(message)?.topic).not.toBe('emergency');
  });
});

describe('emergencies the way a tired caregiver types them', () => {
  it.each([
    ['My mother fell and she is not getting up', 'fall'],
    ['mom fel in the bathrom and shes just lying there', 'fall'],
    ['dad tripped on the rug banged his head theres a big lump', 'fall'],
    ['found grandma on the kitchen floor this morning', 'fall'],
    ['she had a fall and her hip hurts really bad', 'fall'],
    ['He is very confused and aggressive tonight and threatening me', 'danger'],
    ['my husband is agressive and has a knife', 'danger'],
    ['dad keeps hitting me and i locked myself in the bedroom', 'danger'],
    ['Dad got out of the house at 3am and is walking along the highway', 'missing'],
    ['mum wandred off and its freezing out', 'missing'],
    ['my husband left in the car an hour ago and isnt answering', 'missing'],
    ['shes outside by the river in her nightie and wont come in', 'missing'],
    ['She suddenly has a high fever and is much more confused than this morning', 'delirium'],
    ['mom has a uti i think and she is seeing things and doesnt know me', 'delirium'],
    ['he is burning up and not making any sense', 'delirium'],
    ['dad hasnt eaten or drunk anything for two days', 'not_eating'],
    ['mum is refusing all food and water since friday', 'not_eating'],
    ['hes chocking on a peice of meat', 'choking'],
    ['food stuck in her throat she cant cough', 'choking'],
    ['his breathing is really strange and noisy', 'breathing'],
    ['grandpa is struggling for breath and his lips look blue', 'breathing'],
    ['mom is having a siezure', 'seizure'],
    ['he is shaking all over and his eyes rolled back', 'seizure'],
    ['her face looks lopsided and her words are all jumbled suddenly', 'heart_or_stroke'],
    ['dad says his chest feels tight and heavy', 'heart_or_stroke'],
    ['mom took her evening pills twice by mistake', 'poisoning'],
    ['i gave dad the wrong medication tonight', 'poisoning'],
    ['she drank some of the dishwasher liquid', 'poisoning'],
    ['there is smoke coming from the kitchen and dad is in there', 'fire_or_gas'],
    ['i can smell gas in moms flat', 'fire_or_gas'],
    ['he left the stove on and the pan is on fire', 'fire_or_gas'],
    ['i think the carer is hitting my mother, she has bruises on her arms', 'abuse'],
    ['the aide is stealing money from dad', 'abuse'],
    ['im so tired im afraid ill hurt him', 'caregiver_risk'],
    ['i nearly slapped mum today i am losing control', 'caregiver_risk'],
    ['sometimes i think everyone would be better off without me', 'self_harm'],
    ['i want to end it all tonight', 'self_harm'],
    ['thinking about sucide', 'self_harm'],
    ['mom said shes going to hurt herself', 'self_harm'],
    ['hes been cutting himself', 'self_harm'],
    ['dad had a tumble on the stairs, blood everywhere', 'fall'],
    ['mum went down in the hallway and shes groaning', 'fall'],
    ['hubby is screaming at me and throwing things', 'danger'],
    ['dad punched the wall and is coming at me', 'danger'],
    ['cant find my husband, its been two hours, he has alzheimers', 'missing'],
    ['she is on the train tracks', 'missing'],
    ['his breathing is really shallow and he is grey', 'breathing'],
    ['the house is full of smoke', 'fire_or_gas'],
    ['my brother is taking all of dads pension', 'abuse'],
    ['the nursing home left her in a dirty pad all day', 'abuse'],
    ['i dont see the point anymore', 'self_harm'],
    ['i cant take it any more i want it all to stop', 'self_harm'],
    ['nan burned her hand on the kettle and its blistering', 'general'],
    ['co alarm beeping and dad has a headache', 'fire_or_gas'],
    ['dad says he has indigestion but hes grey and sweaty', 'heart_or_stroke'],
    ['he cant find his words suddenly and his face looks odd', 'heart_or_stroke'],
    ['he is foaming at the mouth', 'seizure'],
    ['theres a grape stuck and he is panicking', 'choking'],
    ['found an empty packet of her pills and she is very sleepy', 'poisoning'],
    ['he has been giving his things away and wrote goodbye letters', 'self_harm'],
    ['i shook her today i am so ashamed', 'caregiver_risk'],
    ['he has me pinned against the wall', 'danger'],
    ['a man on the phone got mum to send him 5000 dollars', 'abuse'],
    ['he has been sleeping all day and is burning hot', 'delirium'],
    ['please hurry', 'general'],
    ['shes been sat on the floor for an hour and cant stand', 'fall'],
    ['he whacked his head on the door frame and has a lump the size of an egg', 'fall'],
    ['mum is hitting the other residents', 'danger'],
    ['its 2am and hes not in bed, the back door is open', 'missing'],
    ['mums face has gone droopy on one side', 'heart_or_stroke'],
    ['she has been shaking and twitching for 10 minutes', 'seizure'],
    ['he has eaten some washing powder', 'poisoning'],
    ['the neighbour is taking money from mum', 'abuse'],
    ['i feel like hurting him', 'caregiver_risk'],
    ['i might as well be dead', 'self_harm'],
    ['theres a bump on grandads head and his pupils look different sizes', 'fall'],
    ['he keeps stopping breathing in his sleep for ages', 'breathing'],
    ['we can hear hissing from the boiler and it smells like eggs', 'fire_or_gas'],
    ['mums new boyfriend is controlling her money and wont let us see her', 'abuse'],
    ['dad has been drinking and took his sleeping pills', 'poisoning'],
    ['mum just had a fit and is now very sleepy', 'seizure'],
    ['he just walked off in the town centre and i cant see him', 'missing'],
    ['im done with everything, i have the pills ready', 'self_harm'],
  ])('"%s" is a %s emergency', (message, category) => {
    expect(detectEmergency(message)).toBe(category);
  });

  it.each([
    'how do crisis alerts work',
    'where do I add emergency contacts',
    'what is the emergency sheet',
    'what causes falls in dementia?',
    'how can I prevent wandering?',
    'how can I stop mum from wandering at night',
    'She gets angry and aggressive when I help her shower',
    'why is dad more aggressive in the evenings',
    'can a uti cause confusion in older people',
    'what is delirium',
    'how do I get mum to drink more water',
    'tips for when someone with dementia will not eat',
    'how do I prevent choking when she eats',
    'can dementia cause seizures',
    'should I lock away the knives',
    'what are the signs of elder abuse',
    'I feel like I am neglecting my own kids',
    'how do I prevent fires in the kitchen',
    'I am exhausted and burnt out',
    'what should I do if she ever falls',
    'what if he takes too many pills by accident',
    'does the emergency button share my location',
    'vascular dementia after strokes',
    'I wonder if she is getting worse',
    'is it common for people with dementia to wander',
    'what should i do if dad gets aggressive',
    'my dad had a fall last year and broke his hip, how do i make the house safer',
    'she keeps hiding her purse and says people steal from her',
    'my mum takes ten tablets a day, can the app handle that',
    'she gets lost in conversations',
    'dad smokes in bed, how do i make it safer',
    'she cant find her words, is that the dementia',
    'help',
    'mum sometimes refuses her food, tips?',
    'how can i protect mum from scams',
    'what should i do if mum chokes',
    'does the app alert me if mum leaves the house',
    'my mum keeps burning pans, any ideas',
  ])('does not treat the information question "%s" as an emergency', (message) => {
    expect(detectEmergency(message)).toBeNull();
  });

  it('gives the emergency line first to a message it does not understand that mentions harm or the body', async () => {
    const unknown: AssistantProvider = {
      reply: async () => ({ response: 'I am not sure.', needsEscalation: true, topic: 'unknown' }),
    };
    const reply = await withSafetyRules(unknown, settings).reply({
      message: 'shes not right her skin is grey and clammy',
      history: [],
    });
    expect(reply.topic).toBe('emergency');
    expect(reply.response.startsWith('If anyone is hurt or in danger, call 112 now.')).toBe(true);
    const calm = await withSafetyRules(unknown, settings).reply({
      message: 'what is the capital of france',
      history: [],
    });
    expect(calm.topic).toBe('unknown');
  });
});

describe('situations rather than sentences', () => {
  // Written from first-aid, NHS, Samaritans and elder-abuse guidance, in words no rule names.
  it.each([
    ['hes been sitting in the car in the garage with the engine on', 'fire_or_gas'],
    ['mum hasnt had a wee since yesterday and shes burning up', 'delirium'],
    ['he took all of tonights and tomorrows pills at once', 'poisoning'],
    ['shes gone grey and sweaty and says her arm aches', 'heart_or_stroke'],
    ["i found bruises on her arms after the new carer's shift", 'abuse'],
    ['everyone would be better off without me', 'self_harm'],
    ['nan went over in the garden, she is lying in the flower bed and moaning', 'fall'],
    ['dad is walking down the middle of the dual carriageway', 'missing'],
    ['grandma is very thirsty but keeps vomiting up everything', 'not_eating'],
    ['hubby is kicking the door in, ive locked myself in the bedroom', 'danger'],
    ['he stabbed me with a fork', 'danger'],
    ['she took her tablets twice this morning', 'poisoning'],
    ['he went missing last year and now hes gone again', 'missing'],
  ])('"%s" is a %s emergency', (message, category) => {
    expect(detectEmergency(message)).toBe(category);
  });

  it.each([
    'he fell last month and the doctor checked him, how do we prevent another',
    'we had a gas engineer out yesterday and he fixed the leak, should we get a co alarm as well',
    'she stopped eating for a day after the funeral but is eating fine again now',
    'mum gets a bit breathless on the stairs, same as always, shes 88',
    'what do i say to someone who says they feel like a burden',
    'how can i tell if its delirium or just the dementia getting worse',
    'grandad cant manage a knife and fork anymore and gets cross, would finger food help',
    'mum pushes her plate away and says shes not hungry, shes lost half a stone since christmas',
    'can i crush her blood pressure tablet into her yoghurt, she wont swallow it whole',
    'he took his tablets twice last month because he forgot, how do i stop that happening',
  ])('"%s" is over, a habit or a question, not an emergency', (message) => {
    expect(detectEmergency(message)).toBeNull();
  });

  it('puts the emergency line first when another answer was found for someone described in danger', async () => {
    const confident: AssistantProvider = {
      reply: async () => ({
        response: 'Families invite relatives by email.',
        needsEscalation: false,
        topic: 'family',
      }),
    };
    const reply = await withSafetyRules(confident, settings).reply({
      message: 'my brother is screaming at mum and she is bleeding',
      history: [],
    });
    expect(reply).toMatchObject({ needsEscalation: true, topic: 'emergency' });
    expect(reply.response).toContain('112');
    const question = await withSafetyRules(confident, settings).reply({
      message: 'how do i invite my brother',
      history: [],
    });
    expect(question.needsEscalation).toBe(false);
  });
});

describe('each emergency gets its own safety step first', () => {
  const first = (message: string) => rules(message)?.response ?? '';
  it('sends suicidal thoughts to the 988 Lifeline, and 112 in immediate danger', () => {
    const response = first('i want to kill myself');
    expect(response).toMatch(/^Please call or text 988/);
    expect(response).toContain('112');
  });
  it('sends a wrong medicine to Poison Help, and 112 if they are unwell', () => {
    const response = first('i gave dad the wrong medication tonight');
    expect(response).toMatch(/^Call Poison Help at 1-800-222-1222/);
    expect(response).toMatch(/112/);
  });
  it('sends delirium signs to a doctor today, or 112', () => {
    expect(first('She suddenly has a high fever and is much more confused')).toMatch(
      /doctor today, or call 112 now if/,
    );
  });
  it('tells a caregiver afraid of hurting someone to step away, with 988 and the Helpline', () => {
    const response = first('im afraid im going to hurt her');
    expect(response).toMatch(/^Step away/);
    expect(response).toContain('988');
    expect(response).toContain('1-800-272-3900');
    expect(response).toContain('112');
  });
  it('calls 112 at once for wandering, saying the person has dementia', () => {
    expect(first('dad got out at 3am and is walking on the highway')).toMatch(
      /^Call 112 right now and say that a person living with dementia is missing/,
    );
  });
  it.each([
    'My mother fell and she is not getting up',
    'He is very confused and aggressive tonight and threatening me',
    'hes chocking',
    'there is smoke coming from the kitchen',
    'the aide is stealing money from dad',
    'dad hasnt eaten or drunk anything for two days',
  ])('names the emergency number for "%s"', (message) => {
    const reply = rules(message);
    expect(reply).toMatchObject({ topic: 'emergency', needsEscalation: true });
    expect(reply?.response).toContain('112');
  });
});

describe('requests for a person, complaints and billing', () => {
  it.each([
    ['I want to talk to a real person', 'person'],
    ['can someone call me back please', 'person'],
    ['Can I speak with a care specialist?', 'person'],
    ['I was charged twice this month', 'billing'],
    ['i want a refund', 'billing'],
    ["I'd like to make a complaint", 'complaint'],
  ])('"%s" is a %s request', (message, reason) => {
    expect(detectHumanRequest(message)).toBe(reason);
  });

  it('escalates with a phrase the chat widget listens for', () => {
    const reply = rules('I want to talk to a human') as AssistantReply;
    expect(reply).toMatchObject({ needsEscalation: true, topic: 'human' });
    expect(reply.response).toContain('connect you with our team');
    expect(needsEscalation(reply)).toBe(true);
  });

  it.each(['how do I contact support', 'can I talk to other caregivers', 'can I cancel anytime'])(
    'leaves "%s" to the assistant',
    (message) => expect(detectHumanRequest(message)).toBeNull(),
  );
});

describe('dosing and diagnosis questions', () => {
  it.each([
    ['How many mg of donepezil should she take?', 'dosing'],
    ['She missed her morning pill, can I give her extra tonight?', 'dosing'],
    ['should i double the dose', 'dosing'],
    ['is it safe to give melatonin with her aricept', 'dosing'],
    ['how much melatonin is safe for an 80 year old', 'dosing'],
    ['mum is on sertraline and the dr wants to add patches any interactions', 'dosing'],
    ['is lorazepam ok for agitation', 'dosing'],
    ['can benadryl make dementia worse', 'dosing'],
    ['should we up the dose of donepezil', 'dosing'],
    ['Does my dad have dementia?', 'diagnosis'],
    ["is this Alzheimer's?", 'diagnosis'],
  ])('"%s" is a %s question', (message, kind) => {
    expect(detectMedicalQuestion(message)).toBe(kind);
  });

  it('never gives a dose: it names the pharmacist or doctor and what to bring', () => {
    const reply = rules('How many mg of donepezil should she take? Can I give her 10mg?');
    expect(reply).toMatchObject({ topic: 'medical', needsEscalation: false });
    expect(reply?.response).toMatch(/pharmacist/);
    expect(reply?.response).toMatch(/doctor/);
    expect(reply?.response).toMatch(/medicine name and strength/);
    expect(reply?.response).not.toMatch(/\d+\s?mg/i);
    expect(needsEscalation(reply as AssistantReply)).toBe(false);
  });

  it('says only a doctor can diagnose', () => {
    expect(rules('is this alzheimers or just normal aging?')?.response).toMatch(
      /Only a doctor can diagnose/,
    );
  });

  it('treats an overdose that already happened as an emergency, not a dosing question', () => {
    expect(rules('she took a double dose and now she is unresponsive')?.topic).toBe('emergency');
  });

  it.each([
    'how do I add a medication',
    'can I take a photo of the pills',
    'can I give my daughter access to the medication list?',
    'what happens if a dose is missed',
    'my mom has dementia, how do I plan her day?',
  ])('leaves the feature question "%s" to the assistant', (message) => {
    expect(detectMedicalQuestion(message)).toBeNull();
  });
});

describe('withSafetyRules', () => {
  const fixed = (reply: AssistantReply): AssistantProvider => ({
    reply: vi.fn(async () => reply),
  });

  it('answers emergencies itself, without asking the provider', async () => {
    const providerReply = vi.fn(async () => ({
      response: 'Hello',
      needsEscalation: false,
      topic: 'greeting' as const,
    }));
    const reply = await withSafetyRules({ reply: providerReply }, settings).reply({
      message: 'dad is not breathing',
      history: [],
    });
    expect(reply.topic).toBe('emergency');
    expect(providerReply).not.toHaveBeenCalled();
  });

  it('replaces a provider reply that names a dose', async () => {
    const provider = fixed({
      response: 'Give her 10 mg.',
      needsEscalation: false,
      topic: 'features',
    });
    const reply = await withSafetyRules(provider, settings).reply({ message: 'hi', history: [] });
    expect(reply.topic).toBe('medical');
    expect(reply.response).not.toContain('10 mg');
  });

  it('flags a provider reply that promises the team, and strips markup characters', async () => {
    const provider = fixed({
      response: '<b>I can connect you with our team.</b>',
      needsEscalation: false,
      topic: 'unknown',
    });
    const reply = await withSafetyRules(provider, settings).reply({ message: 'hi', history: [] });
    expect(reply.needsEscalation).toBe(true);
    expect(reply.response).not.toMatch(/[<>]/);
  });
});

describe('situations said in other words (docs/decisions/023, third round)', () => {
  it.each([
    // A question that describes someone's state now is a situation.
    ['what do i do, my husband is choking', 'choking'],
    ['is it normal for him to be this drowsy after banging his head?', 'fall'],
    ['can you help, grandad is breathing really oddly', 'breathing'],
    // Vocabulary classes: bleeding, small sips, catching fire, unknown amounts, goodbye letters.
    ['nan cut her leg on the bed frame and it is pouring', 'fall'],
    ['he has only had a couple of sips since breakfast and its 7pm', 'not_eating'],
    ['the tea towel caught on the hob', 'fire_or_gas'],
    ['mum got into the pills and nobody knows how many', 'poisoning'],
    ['i wrote notes to my sisters saying goodbye', 'self_harm'],
    [
      'she was completely fine this morning and now she is burning up and talking nonsense',
      'delirium',
    ],
    ['grandad was knocked down by a bike outside the shop', 'fall'],
    ['the dog has come home without dad', 'missing'],
    ['fire', 'fire_or_gas'],
  ])('"%s" is a %s emergency', (message, category) => {
    expect(detectEmergency(message)).toBe(category);
  });

  it.each([
    // Figures of speech and events that are over share words with emergencies.
    'the driving to her house is killing me',
    'dad fell asleep watching the football',
    'mum has fallen in love with the new puppy',
    'my brother fell out with me over the care home',
    'we lost grandad to cancer in 2019',
    'she lost her glasses again',
    'mum had a small seizure in 2020 and has not had one since',
    'he will not drink his coffee cold',
    'i feel bad about losing my temper with dad last week',
    'she cant find her words, is that the dementia',
  ])('does not treat "%s" as an emergency', (message) => {
    expect(detectEmergency(message)).toBeNull();
  });
});

describe('situations said sideways or as questions (docs/decisions/023, fourth round)', () => {
  it.each([
    ['is it ok that dad has not moved off the bathroom floor for an hour', 'fall'],
    ['found grandad in the shed on the concrete, he says he is resting', 'fall'],
    ['is it normal for him to be gagging and not able to speak after his tablets', 'choking'],
    ['why cant mum move her right side this morning', 'heart_or_stroke'],
    ['after her operation nan is seeing spiders and pulling at her drip', 'delirium'],
    ['dad suddenly doesnt know what a spoon is', 'delirium'],
    ['my wife ate half a pack of paracetamol', 'poisoning'],
    ['grandad had a few swigs of the bleach', 'poisoning'],
    ['the candle set the curtains going', 'fire_or_gas'],
    ['someone at the home touches her where they should not', 'abuse'],
    ['her carer has taken her jewellery and bank cards', 'abuse'],
    ['i cant see a way out of this', 'self_harm'],
    ['i keep thinking the kids would be fine without me', 'self_harm'],
    ['ive been looking at the railway bridge on the way home and wondering', 'self_harm'],
    ['ive been googling how many pills it would take', 'self_harm'],
    ['dad has gone off on his bike and he has not ridden for years, its dark', 'missing'],
    ['grandad is swinging punches at the nurses', 'danger'],
  ])('"%s" is a %s emergency', (message, category) => {
    expect(detectEmergency(message)).toBe(category);
  });

  it.each([
    'mum keeps hiding her pills in her cardigan, how do i get her to take them',
    'dad took the wrong turning driving last week, should he stop driving',
    'he had a seizure two years ago, can it happen again',
    'she gets breathless walking upstairs, she is 92',
    'we lost dad last year and i still miss him',
    'nan choked up when we talked about grandad',
    'dad fell about laughing at the telly',
    'mum had too much to eat at christmas',
    'he had a uti last year that made him confused, now fine',
    'dad loves walking by the river with me',
  ])('does not treat "%s" as an emergency', (message) => {
    expect(detectEmergency(message)).toBeNull();
  });
});
