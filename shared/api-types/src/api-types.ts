// Generated from the sandbox's OpenAPI document (Member portal sandbox API 1.0.0, sandbox/openapi.json) by
// sandbox/scripts/openapi-to-typescript.ts. Do not edit: change the sandbox's route schemas, then run
// `pnpm api-types`. sandbox/test/api-types.test.ts fails when this file and the document differ.

/** The named schemas of the document (components.schemas). */
export interface ApiSchemas {
  ErrorBody: {
    /** Error code (SPEC section 8 family, or BP-NFA-xxx) */
    code: string;
    message: string;
    validationErrors?: {
      field: string;
      message: string;
    }[];
    /** Tries left before a limited check (passcode, security answers) ends the attempt */
    attemptsRemaining?: number;
  };
  Membership: {
    username: string;
    usersPreferredName: string;
    displayName: string;
    companyId: string;
    contractId: string;
    memberId: string;
    memberSeqNumber: string;
    isPolicyHolder: boolean;
    isActive: boolean;
    contractType: 'Medical' | 'Dental' | 'Vision';
    /** YYYY-MM-DD (Start Date) */
    origEffDate: string;
    /** YYYY-MM-DD; 9999-12-31 while active */
    covTermDate: string;
    /** Plan name */
    lobDisplayName: string;
    /** Brand tier: HA, BA, ABCBS, ABM, OCTAVE */
    tier1: string;
    ssoType: string | null;
    firstName: string;
    lastName: string;
    groupId: string;
    groupName: string;
    /** individual, group, employee or medicare */
    planKind: string;
  };
  AccessibleMember: {
    memberId: string;
    firstName: string;
    lastName: string;
    relationship: string;
    isPolicyHolder: boolean;
    memberSeqNumber: string;
    /** The contract the member is on (the portal keeps the roster of the selected plan) */
    contractId: string;
    /** Only where the access policy shares the member's details (memberDetails: the member, and dependents under 18) */
    birthDate?: string;
    /** As birthDate */
    age?: number;
    /** As birthDate */
    hasAccount?: boolean;
    /** As birthDate */
    familyAccessEnabled?: boolean;
    /** Claims of this member are visible to the caller (access.claims) */
    claimsVisible: boolean;
    /** Personal health record visible to the caller (access.healthRecord: dependents until 18) */
    healthRecordVisible: boolean;
    /** Per kind of data: may the caller read it for this member (the access policy, sandbox/README.md "Access policy"). Member pickers offer a member only where true. */
    access: {
      claims: boolean;
      authorizations: boolean;
      spending: boolean;
      messages: boolean;
      messageCount: boolean;
      preferences: boolean;
      notificationSettings: boolean;
      healthRecord: boolean;
      pcp: boolean;
      documents: boolean;
      idCards: boolean;
      pharmacy: boolean;
      programs: boolean;
      findCare: boolean;
      costEstimates: boolean;
      coverage: boolean;
      coverageAbroad: boolean;
      hra: boolean;
      address: boolean;
      bills: boolean;
      payments: boolean;
      autopay: boolean;
    };
  };
  Rights: {
    claims: boolean;
    deductible: boolean;
    personalHealthRecord: boolean;
    healthReimbursementAccount: boolean;
    findCareAndCostOptions: {
      type: string;
      displayText: string;
    }[];
    findCareAndCostDisplayText: string;
    findCare: boolean;
    whosCovered: boolean;
    choosePrimaryCareProvider: boolean;
    inpatientMedicalAdmissionRequest: boolean;
    pageIdentifiers: {
      type: string;
    }[];
    updatePolicy: boolean;
    updatePolicyMetallic: boolean;
    maPlanBenefits: boolean;
    maPlanBenefitsLink: string;
    updateOtherCoverageInformation: boolean;
    coverageWhenTravelingAbroad: boolean;
    payBill: boolean;
    payment: boolean;
    idCards: boolean;
    programs: {
      programId: string;
    }[];
    pharmacyCenter: boolean;
    rxSavingsSolutions: boolean;
    forms: boolean;
    chatType: string | null;
    embold: boolean;
  };
  AdminAccountState: {
    /** blocked outranks locked; blockScheduled: a block date after today */
    status: 'active' | 'locked' | 'blocked' | 'blockScheduled' | 'notRegistered';
    /** Locked after failed sign-ins (LOG-0015/0018); a lock ends by itself 30 minutes after it starts */
    locked: boolean;
    lockedAt: string | null;
    blockFrom: string | null;
    unblockFrom: string | null;
  };
  AdminAccountSummary: {
    /** The account's opaque reference (22 base64url characters); never the member id */
    accountRef: string;
    memberId: string;
    firstName: string;
    lastName: string;
    username: string | null;
    plan: {
      contractType: string;
      name: string;
      isActive: boolean;
    };
    state: ApiSchemas['AdminAccountState'];
  };
}

/** Every operation: its path and query parameters, its JSON body and its answers by status. */
export interface ApiPaths {
  '/member/portal/v1/public/systemavailability': {
    /** Whether the portal is available (outage switch) */
    get: {
      path: never;
      query: never;
      body: never;
      responses: {
        200: {
          isSystemAvailable: boolean;
        };
      };
    };
  };
  '/member/portal/v1/public/user-notice': {
    /** Notice banner HTML (empty when none) */
    get: {
      path: never;
      query: never;
      body: never;
      responses: {
        200: {
          notice: string;
        };
      };
    };
  };
  '/member/portal/v1/public/registration/verify-member': {
    /** Registration step 1: verify membership (a Medicare plan also needs mbiLast4; every member who cannot register gets the same 404 REG-0004) */
    post: {
      path: never;
      query: never;
      body: {
        memberId?: string;
        ssn?: string;
        ssnLast4?: string;
        /** Medicare beneficiary identifier, last 4 characters: required for a member of a Medicare plan */
        mbiLast4?: string;
        firstName: string;
        lastName: string;
        /** YYYY-MM-DD Format: date. */
        dateOfBirth: string;
      };
      responses: {
        200: {
          verified: true;
          memberId: string;
          firstName: string;
          lastName: string;
          requiresGuardian: boolean;
          contractType: string;
          tier1: string;
          /** Proof of this step for the username check of the next one (valid 30 minutes) */
          registrationToken: string;
        };
        400: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/public/registration/username-availability': {
    /** Whether a username is free and valid: only for a person registration has verified (registrationToken from verify-member; 403 REG-0010 without a live one) */
    get: {
      path: never;
      query: {
        username: string;
        /** The registrationToken verify-member returned (valid 30 minutes) */
        registrationToken: string;
      };
      body: never;
      responses: {
        200: {
          username: string;
          available: boolean;
          valid: boolean;
        };
        400: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/public/users': {
    /** Register: create the online account (complete registration) */
    post: {
      path: never;
      query: never;
      body: {
        memberId?: string;
        ssn?: string;
        ssnLast4?: string;
        /** Medicare beneficiary identifier, last 4 characters: required for a member of a Medicare plan */
        mbiLast4?: string;
        firstName: string;
        lastName: string;
        /** YYYY-MM-DD Format: date. */
        dateOfBirth: string;
        /** At least 8 letters and numbers, no spaces */
        username: string;
        password: string;
        /** Format: email. */
        email: string;
        /** Ten digits including area code */
        mobilePhone: string;
        /** Terms and conditions must be accepted */
        termsAccepted: true;
        guardianFirstName?: string;
        guardianLastName?: string;
        communication?: {
          paperlessEob: boolean;
          memberNotifications: boolean;
          annualBenefitLetter: boolean;
        };
        securityQuestions?: {
          question: string;
          answer: string;
        }[];
      };
      responses: {
        201: {
          status: 'registered';
          username: string;
          memberId: string;
          message: string;
        };
        400: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        409: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/public/account-recovery/username': {
    /** Forgot username: send it to the email or mobile phone given, when the details match an account; the same 200 answer whether or not they do */
    post: {
      path: never;
      query: never;
      body: {
        /** Format: email. */
        email?: string;
        /** Ten digits including area code */
        mobilePhone?: string;
        /** YYYY-MM-DD Format: date. */
        dateOfBirth: string;
        memberId?: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/public/account-recovery/password/passcode': {
    /** Forgot password step 1: send a one-time passcode to the email or phone on file, when the username and date of birth match an account; the same 200 answer (a recovery id and a message) whether or not they do, except 422 LOG-0016 (how to reach member portal help) for an account with neither an email address nor a mobile phone on file */
    post: {
      path: never;
      query: never;
      body: {
        username: string;
        /** YYYY-MM-DD Format: date. */
        dateOfBirth: string;
        channel: 'email' | 'text';
      };
      responses: {
        200: {
          recoveryId: string;
          message: string;
        };
        400: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/public/account-recovery/password/verify': {
    /** Forgot password step 2: verify the passcode; returns the security questions */
    post: {
      path: never;
      query: never;
      body: {
        recoveryId: string;
        passcode: string;
      };
      responses: {
        200: {
          recoveryToken: string;
          securityQuestions: string[];
        };
        400: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/public/account-recovery/password/reset': {
    /** Forgot password step 3: answer the security questions and set a new password (also unlocks the account and ends every session); the third wrong answer ends the recovery (FOR-0004) */
    post: {
      path: never;
      query: never;
      body: {
        recoveryToken: string;
        answer1: string;
        answer2: string;
        newPassword: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/public/contact': {
    /** Contact form for visitors who are not signed in */
    post: {
      path: never;
      query: never;
      body: {
        firstName: string;
        lastName: string;
        /** Format: email. */
        email: string;
        /** Ten digits including area code */
        phoneNumber: string;
        companyId: string;
        memberId?: string;
        comments: string;
        bestDayToReach: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Anyday';
        bestTimeToReach: 'Morning' | 'Afternoon' | 'Evening' | 'Anytime';
      };
      responses: {
        201: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/memberships': {
    /** Plans of the signed-in user (active and inactive) */
    get: {
      path: {
        userId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          userMemberships: ApiSchemas['Membership'][];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/accessrights/{companyId}/{memberId}/{contractType}': {
    /** Access rights for one of the user's plans: the members the user acts for (self and dependents under 18) and the rights record */
    get: {
      path: {
        userId: string;
        companyId: string;
        memberId: string;
        contractType: 'Medical' | 'Dental' | 'Vision';
      };
      query: never;
      body: never;
      responses: {
        200: {
          memberId: string;
          accessibleMembers: ApiSchemas['AccessibleMember'][];
          rights: ApiSchemas['Rights'];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/password': {
    /** Change password (ends the account's other sessions) */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        /** The current password (asked again for changes that affect sign-in) */
        currentPassword: string;
        newPassword: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}': {
    /** Delete the online account, confirmed with the current password (400 CHP-0004 when wrong; the coverage stays; every session ends) */
    delete: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        /** The current password (asked again for changes that affect sign-in) */
        currentPassword: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/profile': {
    /** Profile, sign-in and privacy settings of the user */
    get: {
      path: {
        userId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          username: string;
          firstName: string;
          lastName: string;
          birthDate: string;
          displayName: string;
          preferredName: string;
          email: string;
          mobilePhone: string;
          mfaPreference: string;
          familyAccess: {
            memberId: string;
            enabled: boolean;
            allowed: boolean;
          }[];
          securityQuestions: string[];
          communication: {
            [key: string]: boolean;
          };
          settings: {
            displayName: string;
            tosChecked: boolean;
            backToAboutTab: boolean;
          };
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/settings': {
    /** User settings (SPEC section 3) */
    get: {
      path: {
        userId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          displayName: string;
          tosChecked: boolean;
          backToAboutTab: boolean;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Update user settings */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        displayName?: string;
        tosChecked?: boolean;
        backToAboutTab?: boolean;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/profile/display-name': {
    /** Change display name */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        displayName: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/profile/email': {
    /** Change email address (asks for the current password; tells the old address; ends the account's other sessions) */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        /** Format: email. */
        email: string;
        /** The current password (asked again for changes that affect sign-in) */
        currentPassword: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/profile/phone': {
    /** Change mobile phone (asks for the current password; tells the old number; ends the account's other sessions) */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        /** Ten digits including area code */
        mobilePhone: string;
        /** The current password (asked again for changes that affect sign-in) */
        currentPassword: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/security-questions': {
    /** Replace the two security questions */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        /** The current password (asked again for changes that affect sign-in) */
        currentPassword: string;
        questions: {
          question: string;
          answer: string;
        }[];
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/mfa-preference': {
    /** Preferred channel for sign-in passcodes */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        channel: 'email' | 'text';
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/family-access': {
    /** Let the policyholder see this adult dependent's claims (family access) */
    put: {
      path: {
        userId: string;
      };
      query: never;
      body: {
        memberId: string;
        enabled: boolean;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/users/{userId}/dependents': {
    /** The family roster: everyone on the user's plans and the contracts they hold, across plans (adult dependents too, by name) */
    get: {
      path: {
        userId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          members: ApiSchemas['AccessibleMember'][];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/message-center/{memberId}/messages/count': {
    /** Unread message counts for the member and other members the caller may read messages of (each id must be allowed, or 403) */
    get: {
      path: {
        memberId: string;
      };
      query: {
        /** Comma-separated ids of the other accessible members */
        additionalRequestedMemberIds?: string;
      };
      body: never;
      responses: {
        200: {
          memberId: string;
          count: number;
        }[];
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/message-center/{memberId}/messages': {
    /** List messages, newest first, with paging */
    get: {
      path: {
        memberId: string;
      };
      query: {
        page?: number;
        pageSize?: number;
        status?: 'READ' | 'UNREAD';
        category?: string;
      };
      body: never;
      responses: {
        200: {
          messages: {
            messageId: string;
            memberId: string;
            subject: string;
            /** HTML (sanitise before display) */
            body: string;
            category: string;
            status: 'READ' | 'UNREAD';
            /** Format: date-time. */
            createdAt: string;
          }[];
          unreadCount: number;
          page: number;
          pageSize: number;
          total: number;
          totalPages: number;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/message-center/{memberId}/messages/{messageId}': {
    /** One message */
    get: {
      path: {
        memberId: string;
        messageId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          messageId: string;
          memberId: string;
          subject: string;
          /** HTML (sanitise before display) */
          body: string;
          category: string;
          status: 'READ' | 'UNREAD';
          /** Format: date-time. */
          createdAt: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Delete a message */
    delete: {
      path: {
        memberId: string;
        messageId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/message-center/{memberId}/messages/{messageId}/status': {
    /** Mark a message read or unread */
    post: {
      path: {
        memberId: string;
        messageId: string;
      };
      query: never;
      body: {
        status: 'READ' | 'UNREAD';
      };
      responses: {
        200: {
          messageId: string;
          memberId: string;
          subject: string;
          /** HTML (sanitise before display) */
          body: string;
          category: string;
          status: 'READ' | 'UNREAD';
          /** Format: date-time. */
          createdAt: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/message-center/{memberId}/preferences': {
    /** Communication preferences (paperless EOB, notifications, annual benefit letter) */
    get: {
      path: {
        memberId: string;
      };
      query: {
        customError?: boolean;
      };
      body: never;
      responses: {
        200: {
          paperlessEob: boolean;
          memberNotifications: boolean;
          annualBenefitLetter: boolean;
          preferredContactMethod: 'email' | 'text' | 'mail';
          hideTermedDependents: boolean;
          language: 'en-us' | 'es-us';
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Save communication preferences (whole payload) */
    post: {
      path: {
        memberId: string;
      };
      query: {
        customError?: boolean;
      };
      body: {
        paperlessEob: boolean;
        memberNotifications: boolean;
        annualBenefitLetter: boolean;
        preferredContactMethod: 'email' | 'text' | 'mail';
        hideTermedDependents: boolean;
        language: 'en-us' | 'es-us';
      };
      responses: {
        200: {
          paperlessEob: boolean;
          memberNotifications: boolean;
          annualBenefitLetter: boolean;
          preferredContactMethod: 'email' | 'text' | 'mail';
          hideTermedDependents: boolean;
          language: 'en-us' | 'es-us';
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/message-center/{memberId}/notification-settings': {
    /** Notification topics and channels */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          topics: {
            topic: string;
            label?: string;
            email: boolean;
            text: boolean;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Replace notification settings */
    put: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        topics: {
          topic: string;
          label?: string;
          email: boolean;
          text: boolean;
        }[];
      };
      responses: {
        200: {
          topics: {
            topic: string;
            label?: string;
            email: boolean;
            text: boolean;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/claims': {
    /** Claims of the member (a policyholder also sees dependents under 18 and adult dependents with family access), with filters and paging */
    get: {
      path: {
        memberId: string;
      };
      query: {
        page?: number;
        pageSize?: number;
        status?: 'Processed' | 'Pending' | 'Denied' | 'Adjusted';
        claimType?: 'Medical' | 'Pharmacy' | 'Dental' | 'Vision';
        patientMemberId?: string;
        /** YYYY-MM-DD */
        from?: string;
        /** YYYY-MM-DD */
        to?: string;
        providerName?: string;
        sort?: 'serviceDate:desc' | 'serviceDate:asc' | 'memberOwe:desc' | 'billed:desc';
      };
      body: never;
      responses: {
        200: {
          claims: {
            claimId: string;
            memberId: string;
            patientName: string;
            claimType: string;
            status: string;
            serviceDate: string;
            receivedDate: string;
            processedDate: string | null;
            providerName: string;
            billed: number;
            allowed: number | null;
            planPaid: number | null;
            memberOwe: number | null;
            hasEob: boolean;
          }[];
          page: number;
          pageSize: number;
          total: number;
          totalPages: number;
          totals: {
            billed: number;
            planPaid: number;
            memberOwe: number;
          };
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/claims/{claimId}': {
    /** Claim detail with service lines */
    get: {
      path: {
        memberId: string;
        claimId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          claimId: string;
          memberId: string;
          patientName: string;
          claimType: string;
          status: string;
          serviceDate: string;
          receivedDate: string;
          processedDate: string | null;
          providerName: string;
          billed: number;
          allowed: number | null;
          planPaid: number | null;
          memberOwe: number | null;
          hasEob: boolean;
          providerNpi: string;
          lines: {
            line: number;
            procedureCode: string;
            description: string;
            billed: number;
            allowed: number | null;
            planPaid: number | null;
            deductible: number | null;
            copay: number | null;
            coinsurance: number | null;
            notCovered: number | null;
            remarkCode?: string;
          }[];
          appealDeadline: string | null;
          eobUrl: string | null;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/claims/{claimId}/eob': {
    /** Explanation of benefits (application/pdf); EOB-0001 when none exists */
    get: {
      path: {
        memberId: string;
        claimId: string;
      };
      query: never;
      body: never;
      responses: {
        200: unknown;
      };
    };
  };
  '/member/portal/v1/members/{memberId}/spending': {
    /** Deductible and out-of-pocket accumulators for the member and the family (amounts in dollars) */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          planYear: number;
          asOf: string;
          member: {
            memberId: string;
            name: string;
            deductible: {
              inNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
              outOfNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
            };
            outOfPocket: {
              inNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
              outOfNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
            };
          };
          family: {
            deductible: {
              inNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
              outOfNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
            };
            outOfPocket: {
              inNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
              outOfNetwork: {
                limit: number;
                met: number;
                remaining: number;
              };
            };
          } | null;
          familyMembers: {
            memberId: string;
            name: string;
            deductibleMet: number;
            outOfPocketMet: number;
          }[];
          benefitMaximum: {
            limit: number;
            used: number;
            remaining: number;
          } | null;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/hra': {
    /** Health reimbursement account balance and transactions */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          accountNumber: string;
          planYear: number;
          balance: number;
          annualAllocation: number;
          rollover: number;
          transactions: {
            id: string;
            date: string;
            description: string;
            amount: number;
            claimId: string | null;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/prior-authorizations': {
    /** Prior authorizations with SPEC section 4 statuses and label colours */
    get: {
      path: {
        memberId: string;
      };
      query: {
        status?: string;
        page?: number;
        pageSize?: number;
      };
      body: never;
      responses: {
        200: {
          authorizations: {
            authId: string;
            memberId: string;
            patientName: string;
            status: string;
            statusLabelColor: 'green' | 'grey' | 'purple' | 'red' | false;
            category: string;
            service: string;
            requestingProvider: string;
            facility: string;
            requestedDate: string;
            decisionDate: string | null;
            startDate: string;
            endDate: string | null;
          }[];
          page: number;
          pageSize: number;
          total: number;
          totalPages: number;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/prior-authorizations/{authId}': {
    /** Prior authorization detail with its history */
    get: {
      path: {
        memberId: string;
        authId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          authId: string;
          memberId: string;
          patientName: string;
          status: string;
          statusLabelColor: 'green' | 'grey' | 'purple' | 'red' | false;
          category: string;
          service: string;
          requestingProvider: string;
          facility: string;
          requestedDate: string;
          decisionDate: string | null;
          startDate: string;
          endDate: string | null;
          diagnosis: string;
          unitsRequested: number;
          unitsApproved: number;
          history: {
            date: string;
            status: string;
            note: string;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/providers': {
    /** Search in-network providers (primary care search with pcpOnly=true) */
    get: {
      path: never;
      query: {
        page?: number;
        pageSize?: number;
        name?: string;
        specialty?: string;
        city?: string;
        zip?: string;
        pcpOnly?: boolean;
        acceptingNewPatients?: boolean;
        language?: string;
      };
      body: never;
      responses: {
        200: {
          providers: {
            providerId: string;
            npi: string;
            name: string;
            specialty: string;
            isPcp: boolean;
            acceptingNewPatients: boolean;
            address1: string;
            city: string;
            stateCode: string;
            zip: string;
            phone: string;
            languages: string[];
            networks: string[];
            gender: string;
          }[];
          page: number;
          pageSize: number;
          total: number;
          totalPages: number;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/pcp': {
    /** Current primary care provider */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          memberId: string;
          provider: {
            providerId: string;
            npi: string;
            name: string;
            specialty: string;
            isPcp: boolean;
            acceptingNewPatients: boolean;
            address1: string;
            city: string;
            stateCode: string;
            zip: string;
            phone: string;
            languages: string[];
            networks: string[];
            gender: string;
          } | null;
          effectiveDate: string | null;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Choose a primary care provider (effective the first of next month) */
    put: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        providerId: string;
      };
      responses: {
        200: {
          memberId: string;
          provider: {
            providerId: string;
            npi: string;
            name: string;
            specialty: string;
            isPcp: boolean;
            acceptingNewPatients: boolean;
            address1: string;
            city: string;
            stateCode: string;
            zip: string;
            phone: string;
            languages: string[];
            networks: string[];
            gender: string;
          } | null;
          effectiveDate: string | null;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/find-care': {
    /** Find-care and cost options for the plan */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          displayText: string;
          findCare: boolean;
          options: {
            type: string;
            displayText: string;
            description: string;
            launch: {
              kind: string;
              target: string;
            };
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/cost-estimates': {
    /** Cost estimates (needs a find-care option of type embold). Without procedureCode: the searchable procedures. */
    get: {
      path: {
        memberId: string;
      };
      query: {
        procedureCode?: string;
        zip?: string;
      };
      body: never;
      responses: {
        200: {
          procedures: {
            procedureCode: string;
            name: string;
          }[];
          estimates: {
            procedureCode: string;
            providerName: string;
            specialty: string;
            city: string;
            totalCost: number;
            planPays: number;
            /** What the member pays: the unmet in-network deductible first, then coinsurance, up to the out-of-pocket maximum */
            memberCost: number;
            /** The part of memberCost that goes toward the deductible */
            deductibleApplied: number;
            qualityRating: number;
          }[];
          /** What is left of the in-network deductible this plan year */
          deductibleRemaining: number;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/health-record': {
    /** Personal health record (own, or a dependent's until age 18) */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          memberId: string;
          name: string;
          birthDate: string;
          conditions: {
            [key: string]: unknown;
          }[];
          medications: {
            [key: string]: unknown;
          }[];
          allergies: {
            [key: string]: unknown;
          }[];
          immunizations: {
            [key: string]: unknown;
          }[];
          visits: {
            [key: string]: unknown;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/coverage': {
    /** Coverage and copays of the plan and who is covered */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          plan: {
            lobDisplayName: string;
            groupId: string;
            groupName: string;
            contractType: string;
            origEffDate: string;
            covTermDate: string;
            isActive: boolean;
          };
          costShares: {
            code: string;
            description: string;
            copay: number | null;
            coinsurancePercent: number | null;
          }[];
          coveredMembers: {
            memberId: string;
            name: string;
            relationship: string;
            birthDate: string;
            isActive: boolean;
            origEffDate: string;
            covTermDate: string;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/coverage-abroad': {
    /** Coverage when traveling abroad */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          covered: boolean;
          programName: string;
          phone: string;
          collectPhone: string;
          website: string;
          steps: string[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/bills': {
    /** Premium bills and the balance due (policyholder; needs payBill or a medicarePayment identifier) */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          balanceDue: number;
          nextDueDate: string | null;
          bills: {
            billId: string;
            periodStart: string;
            periodEnd: string;
            dueDate: string;
            amount: number;
            paid: number;
            status: string;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/payments': {
    /** Payment history */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          payments: {
            paymentId: string;
            billId: string | null;
            amount: number;
            method: string;
            accountLast4: string;
            status: string;
            submittedAt: string;
            confirmationNumber: string;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Pay a bill once per Idempotency-Key (posts in 24 to 48 hours); the same key again gets the first answer */
    post: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        billId: string;
        /** Dollars: at least 0.01 once rounded to cents, at most the bill’s balance */
        amount: number;
        method?: 'bank' | 'card';
        /** 9-digit ABA routing number (bank) */
        routingNumber?: string;
        /** 4 to 17 digits (bank) */
        accountNumber?: string;
        /** 13 to 19 digits that pass the Luhn check (card) */
        cardNumber?: string;
        /** MM/YY, not before this month in Central time (card) */
        cardExpiry?: string;
      };
      responses: {
        201: {
          paymentId: string;
          billId: string | null;
          amount: number;
          method: string;
          accountLast4: string;
          status: string;
          submittedAt: string;
          confirmationNumber: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        409: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/autopay': {
    /** Autopay enrolment (drafts on the 26th) */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          enrolled: boolean;
          method: string | null;
          accountLast4: string | null;
          draftDay: number;
          enrolledOn: string | null;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Enrol in, change or cancel autopay, once per Idempotency-Key; the same key again gets the first answer */
    put: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        enrolled: boolean;
        method?: 'bank' | 'card';
        /** 9-digit ABA routing number (bank) */
        routingNumber?: string;
        /** 4 to 17 digits (bank) */
        accountNumber?: string;
        /** 13 to 19 digits that pass the Luhn check (card) */
        cardNumber?: string;
        /** MM/YY, not before this month in Central time (card) */
        cardExpiry?: string;
      };
      responses: {
        200: {
          enrolled: boolean;
          method: string | null;
          accountLast4: string | null;
          draftDay: number;
          enrolledOn: string | null;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/id-cards': {
    /** Digital ID cards for the member (and, for a policyholder, the family) */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          cards: {
            memberId: string;
            name: string;
            policyType: string;
            planName: string;
            brand: string;
            groupId: string;
            groupName: string;
            effectiveDate: string;
            copays: {
              label: string;
              amount: number;
            }[];
            coinsurance: {
              label: string;
              percent: number;
            }[];
            rx: {
              bin: string;
              pcn: string;
              group: string;
            } | null;
            customerServicePhone: string;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/id-cards/order': {
    /** Order replacement cards by mail (arrive within 7 business days) */
    post: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        policyType: 'Medical' | 'Dental' | 'Vision' | 'Pharmacy';
        memberIds: string[];
        reason: 'lost' | 'damaged' | 'name change' | 'not received' | 'other';
      };
      responses: {
        201: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/id-cards/email': {
    /** Email ID cards */
    post: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        policyType: 'Medical' | 'Dental' | 'Vision' | 'Pharmacy';
        memberIds: string[];
        /** Format: email. */
        email: string;
      };
      responses: {
        201: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/id-cards/fax': {
    /** Fax ID cards (fax numbers 5015550000 and 5015559999 simulate IDS-0002 / IDS-0005 fax unavailable) */
    post: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        policyType: 'Medical' | 'Dental' | 'Vision' | 'Pharmacy';
        memberIds: string[];
        /** Ten digits including area code */
        faxNumber: string;
        recipientName?: string;
      };
      responses: {
        201: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        503: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/documents': {
    /** Plan documents, tax forms and general forms for the plan */
    get: {
      path: {
        memberId: string;
      };
      query: {
        category?: string;
      };
      body: never;
      responses: {
        200: {
          documents: {
            documentId: string;
            category: string;
            title: string;
            documentType: string;
            version: string;
            published: string;
            url: string;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/documents/{documentId}': {
    /** Open a document (application/pdf); FRM-0003 when it is not the plan's or the member's, or the type or version does not match */
    get: {
      path: {
        memberId: string;
        documentId: string;
      };
      query: {
        documentType: string;
        version: string;
        action: 'view' | 'download';
      };
      body: never;
      responses: {
        200: unknown;
      };
    };
  };
  '/member/portal/v1/members/{memberId}/programs': {
    /** Programs the member is eligible for (content ids for the content catalogue) */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          programs: {
            programId: string;
            ssoKey: string | null;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/pharmacy': {
    /** Pharmacy center: PHA-0001 for members under 17 */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          memberId: string;
          pharmacyCenter: boolean;
          rxSavingsSolutions: boolean;
          mailOrderPhone: string;
          supportHours: string;
          recentFills: {
            claimId: string;
            drug: string;
            filledOn: string;
            pharmacy: string;
            memberCost: number | null;
          }[];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/members/{memberId}/address': {
    /** Mailing address on file; updatable=false means show the employer/state or Policy Information message */
    get: {
      path: {
        memberId: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          address: {
            [key: string]: unknown;
          };
          updatable: boolean;
          reason: string | null;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
    /** Update the mailing address (individual and Medicare plans) */
    put: {
      path: {
        memberId: string;
      };
      query: never;
      body: {
        address1: string;
        address2?: string;
        city: string;
        stateCode: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY';
        zip: string;
        /** Ten digits including area code */
        homePhone?: string;
        /** Ten digits including area code */
        workPhone?: string;
      };
      responses: {
        200: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        422: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/contact': {
    /** Send a message to customer service (comment at most 450 characters) */
    post: {
      path: never;
      query: never;
      body: {
        companyId: string;
        memberId: string;
        /** Ten digits including area code */
        phoneNumber: string;
        comments: string;
        topic?: 'Claims' | 'Benefits' | 'Billing' | 'ID Cards' | 'Pharmacy' | 'Website' | 'Other';
        bestDayToReach: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Anyday';
        bestTimeToReach: 'Morning' | 'Afternoon' | 'Evening' | 'Anytime';
      };
      responses: {
        201: {
          status: 'ok';
          message?: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/sso': {
    /** Single sign-on handoff: returns an ssoForm (form + auto-submit script) for a partner key (virtualcare, maternity, specialdelivery, carenavigation, behavioral, digestive, rewards, discounts, dental, helper, spendingaccount, costsearch) or an external app (interqual, cob, updatepolicy, updatepolicymetallic, medicarepayment); 403 BP-NFA-403 unless one of the plan's programs or pages offers it */
    post: {
      path: never;
      query: never;
      body: {
        /** Partner key or external app */
        key?: 'virtualcare' | 'maternity' | 'specialdelivery' | 'carenavigation' | 'behavioral' | 'digestive' | 'rewards' | 'discounts' | 'dental' | 'helper' | 'spendingaccount' | 'costsearch' | 'interqual' | 'cob' | 'updatepolicy' | 'updatepolicymetallic' | 'medicarepayment';
        /** External-app handoff (alias of key) */
        app?: 'interqual' | 'cob' | 'updatepolicy' | 'updatepolicymetallic' | 'medicarepayment';
        memberId: string;
        userName?: string;
        companyId?: string;
        contractType?: 'Medical' | 'Dental' | 'Vision';
        relayState?: string;
      };
      responses: {
        200: {
          ssoForm: string;
          target: string;
          key: string;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/admin/accounts/search': {
    /** Staff: find accounts by a whole username, member ID or email, or the start of both names (ADM-0001 when empty, ADM-0009 when too broad); at most 25 accounts, paged */
    post: {
      path: never;
      query: never;
      body: {
        username?: string;
        memberId?: string;
        email?: string;
        firstName?: string;
        lastName?: string;
        page?: number;
        pageSize?: number;
      };
      responses: {
        200: {
          accounts: ApiSchemas['AdminAccountSummary'][];
          page: number;
          pageSize: number;
          total: number;
          totalPages: number;
          /** More accounts matched than the 25 that can be shown: narrow the search */
          moreMatches: boolean;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        429: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/admin/accounts/{accountRef}': {
    /** Staff: one account: its state, its plans and its sign-in history (successes, failures, locks, unlocks, blocks) */
    get: {
      path: {
        /** The account's reference from a search result (`accountRef`), never the member id */
        accountRef: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          account: ApiSchemas['AdminAccountSummary'];
          plans: {
            memberId: string;
            contractType: string;
            name: string;
            isActive: boolean;
          }[];
          signInHistory: {
            /** Format: date-time. */
            at: string;
            action: string;
            outcome: string;
            actor: string;
            actorRole: string;
          }[];
        };
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/admin/accounts/{accountRef}/block-dates': {
    /** Staff: block the account from a date (today or later), or end its block from a date; never both in one request (ADM-0002) */
    post: {
      path: {
        /** The account's reference from a search result (`accountRef`), never the member id */
        accountRef: string;
      };
      query: never;
      body: {
        /** Sign-in is refused from this day (today or later, Central time) Format: date. */
        blockFrom?: string;
        /** The block ends on this day (today or later) Format: date. */
        unblockFrom?: string;
      };
      responses: {
        200: {
          account: ApiSchemas['AdminAccountSummary'];
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
        409: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/admin/accounts/{accountRef}/unlock': {
    /** Staff: end a lock-out after failed sign-ins (LOG-0015/LOG-0018); an account that is not locked is left as it is */
    post: {
      path: {
        /** The account's reference from a search result (`accountRef`), never the member id */
        accountRef: string;
      };
      query: never;
      body: never;
      responses: {
        200: {
          account: ApiSchemas['AdminAccountSummary'];
        };
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
  '/member/portal/v1/admin/accounts/{accountRef}/audit': {
    /** Staff: the account's audit entries (about the member or the account, or by the account), newest first; filters by action and by day */
    get: {
      path: {
        /** The account's reference from a search result (`accountRef`), never the member id */
        accountRef: string;
      };
      query: {
        /** An action, e.g. 'signin.failure', 'account.blocked', 'claims.read' */
        action?: string;
        /** Entries on or after this day (Central time) */
        from?: string;
        /** Entries on or before this day (Central time) */
        to?: string;
        page?: number;
        pageSize?: number;
      };
      body: never;
      responses: {
        200: {
          account: ApiSchemas['AdminAccountSummary'];
          entries: {
            /** Format: date-time. */
            at: string;
            actor: string;
            actorRole: string;
            action: string;
            outcome: string;
            subjectMemberId: string | null;
            subjectUsername: string | null;
            route: string | null;
            status: number | null;
          }[];
          page: number;
          pageSize: number;
          hasMore: boolean;
        };
        400: ApiSchemas['ErrorBody'];
        401: ApiSchemas['ErrorBody'];
        403: ApiSchemas['ErrorBody'];
        404: ApiSchemas['ErrorBody'];
      };
    };
  };
}

/** The paths of the API, as the document names them. */
export type ApiPath = keyof ApiPaths;

/** The methods a path answers ('get', 'post', ...). */
export type ApiMethod<P extends ApiPath> = keyof ApiPaths[P] & string;

type Operation<P extends ApiPath, M extends ApiMethod<P>> = ApiPaths[P][M] extends infer O extends ApiOperation ? O : never;

interface ApiOperation {
  path: unknown;
  query: unknown;
  body: unknown;
  responses: Record<number, unknown>;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of an operation's success answer (200, 201, 202 or 204). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['responses'][Extract<keyof Operation<P, M>['responses'], SuccessStatus>];

/** The body of an operation's answer with one status (e.g. an error's, 400). */
export type ApiResponseFor<P extends ApiPath, M extends ApiMethod<P>, S extends keyof Operation<P, M>['responses']> = Operation<P, M>['responses'][S];

/** The JSON body an operation takes (never when it takes none). */
export type ApiRequestBody<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['body'];

/** An operation's query parameters (never when it has none). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['query'];

/** An operation's path parameters (never when it has none). */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['path'];
