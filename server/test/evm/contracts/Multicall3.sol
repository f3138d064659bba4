// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Multicall3's `aggregate3`, which viem's multicall batching calls: each call is made in turn and its
/// success and return data answered; a failed call reverts the whole unless it allows failure. The test
/// chain puts its code at Multicall3's usual address, where viem's mainnet settings look for it.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success || calls[i].allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }
}
